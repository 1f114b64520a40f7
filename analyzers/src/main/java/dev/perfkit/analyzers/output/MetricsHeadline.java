package dev.perfkit.analyzers.output;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The few metrics a person looks at first, each with its spread, as a short block for the terminal;
 * the rest are in summary.json.
 */
public final class MetricsHeadline {

  /** The label column's width: the longest label the headline shows. */
  private static final int LABEL_WIDTH =
      MetricKind.headline().stream().mapToInt(kind -> kind.label().length()).max().orElse(0);

  private MetricsHeadline() {}

  /** Prints the block and a blank line, or nothing when the summary has none of these metrics. */
  public static void print(RunSummary summary, PrintWriter out) {
    List<String> lines = new ArrayList<>();
    for (MetricKind kind : MetricKind.headline()) {
      Metric metric = summary.metric(kind.id());
      if (metric != null) {
        lines.add(line(kind.label(), metric));
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
        Locale.ROOT,
        "  %-" + LABEL_WIDTH + "s %-22s %s",
        label,
        metric.valueText(),
        spread(metric));
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
