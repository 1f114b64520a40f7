package dev.perfkit.analyzers.output;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The few metrics a person looks at first, each with its spread, as a short block for the terminal;
 * the rest are in summary.json.
 */
public final class MetricsHeadline {

  /** The metrics shown, in order, with their labels. */
  private static final List<String[]> SHOWN =
      List.of(
          new String[] {"throughput", "throughput"},
          new String[] {"latency-p99", "latency p99"},
          new String[] {"success-rate", "success rate"},
          new String[] {"alloc-bytes-per-request", "alloc/request"},
          new String[] {"cpu-time-per-request", "CPU/request"},
          new String[] {"gc-pause-share", "GC pause share"});

  private MetricsHeadline() {}

  /** Prints the block and a blank line, or nothing when the summary has none of these metrics. */
  public static void print(RunSummary summary, PrintWriter out) {
    List<String> lines = new ArrayList<>();
    for (String[] shown : SHOWN) {
      Metric metric = summary.metric(shown[0]);
      if (metric != null) {
        lines.add(line(shown[1], metric));
      }
    }
    if (lines.isEmpty()) {
      return;
    }
    out.println("Metrics (interval: 95%, from the samples named; docs/summary.md says how):");
    lines.forEach(out::println);
    out.println();
  }

  private static String line(String label, Metric metric) {
    return String.format(
        Locale.ROOT, "  %-15s %-22s %s", label, metric.valueText(), spread(metric));
  }

  private static String spread(Metric metric) {
    Metric.Spread spread = metric.spread();
    Metric.Interval interval = spread.interval();
    if (interval == null) {
      return "(n=" + Numbers.count(spread.samples()) + ", no interval)";
    }
    return "("
        + Quantity.of(interval.low(), metric.unit()).text()
        + " to "
        + Quantity.of(interval.high(), metric.unit()).text()
        + ", n="
        + Numbers.count(spread.samples())
        + ")";
  }
}
