package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
      parts.add(String.format(Locale.ROOT, "%s %,d", entry.getKey(), entry.getValue()));
      withResponse += entry.getValue();
    }
    long withoutResponse = results.ko() - withResponse;
    if (withoutResponse > 0) {
      parts.add(String.format(Locale.ROOT, "no response %,d", withoutResponse));
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
      return String.format(Locale.ROOT, "no request succeeded: KO %,d%s", results.ko(), first);
    }
    if (results.ko() * 2 > results.total()) {
      String what =
          results.koByStatus().isEmpty() ? "most requests failed" : "most responses were errors";
      return String.format(
          Locale.ROOT,
          "%s: KO %,d of %,d (%s)",
          what,
          results.ko(),
          results.total(),
          byStatus(results));
    }
    return null;
  }
}
