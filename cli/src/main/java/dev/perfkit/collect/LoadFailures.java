package dev.perfkit.collect;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadResults;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured phase's failed requests in words, by the status of their response and then those
 * that got none: {@code 404 302,553} or {@code 503 12, no response 3}.
 */
public final class LoadFailures {

  private LoadFailures() {}

  /** The KO requests by status, then without a response; empty when none failed. */
  public static String byStatus(LoadResults results) {
    List<String> parts = new ArrayList<>();
    long withResponse = 0;
    for (var entry : results.koByStatus().entrySet()) {
      parts.add(entry.getKey() + " " + Numbers.count(entry.getValue()));
      withResponse += entry.getValue();
    }
    long withoutResponse = results.ko() - withResponse;
    if (withoutResponse > 0) {
      parts.add("no response " + Numbers.count(withoutResponse));
    }
    return String.join(", ", parts);
  }

  /**
   * Why a load's results measure the target's errors rather than its work, or null: no request
   * succeeded, or most of them failed.
   */
  static String verdict(LoadResults results) {
    if (results.ok() == 0 && results.ko() > 0 && results.koByStatus().isEmpty()) {
      String first =
          results.firstFailure() == null ? "" : " (first failure: " + results.firstFailure() + ")";
      return "no request succeeded: KO " + Numbers.count(results.ko()) + first;
    }
    if (results.ko() * 2 > results.total()) {
      String what =
          results.koByStatus().isEmpty() ? "most requests failed" : "most responses were errors";
      return what
          + ": KO "
          + Numbers.count(results.ko())
          + " of "
          + Numbers.count(results.total())
          + " ("
          + byStatus(results)
          + ")";
    }
    return null;
  }
}
