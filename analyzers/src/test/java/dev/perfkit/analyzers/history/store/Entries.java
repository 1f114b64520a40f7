package dev.perfkit.analyzers.history.store;

import dev.perfkit.analyzers.history.HistoryEntry;
import dev.perfkit.analyzers.history.HistoryEntry.Identity;
import dev.perfkit.analyzers.history.HistoryEntry.Value;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * History entries made up for the store's tests: every plain metric of the catalog, and one
 * method's.
 */
public final class Entries {

  /** How many values each entry has: one per plain metric, and one method's CPU share. */
  public static final int VALUES = plainMetrics().size() + 1;

  private Entries() {}

  /** Entry {@code number} of {@code writer}: its commit is {@code writer-number}. */
  public static HistoryEntry entry(String writer, int number, Instant recordedAt) {
    List<Value> values =
        new java.util.ArrayList<>(
            plainMetrics().stream()
                .map(kind -> value(kind.id(), kind, number + kind.ordinal()))
                .toList());
    values.add(value("cpu-share:app.Handler.handle", MetricKind.CPU_SHARE, 0.25));
    return new HistoryEntry(
        writer + "-" + number,
        "main",
        recordedAt,
        new Identity(
            "bundled-server",
            null,
            "http://127.0.0.1:8080/",
            Map.of("mode", "nio"),
            "25 Eclipse Adoptium OpenJDK 64-Bit Server VM",
            List.of("-Xmx256m"),
            "ci-host",
            2,
            "Linux amd64",
            recordedAt.toString()),
        3,
        "runs/" + writer + "/" + number,
        values);
  }

  private static Value value(String id, MetricKind kind, double value) {
    return new Value(id, value, kind.unit().jsonName(), List.of(value * 0.99, value, value * 1.01));
  }

  static List<MetricKind> plainMetrics() {
    return Arrays.stream(MetricKind.values()).filter(kind -> !kind.perMethod()).toList();
  }
}
