package dev.perfkit.cli;

import dev.perfkit.analyzers.demo.BeforeAfter;
import dev.perfkit.analyzers.demo.FindingOutcome;
import dev.perfkit.analyzers.demo.MetricOutcome;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.analyzers.summary.Metric;
import java.io.PrintWriter;
import java.util.Locale;

/** The terminal's before-and-after of one server configuration: its findings, then its metrics. */
final class DemoText {

  private final PrintWriter out;

  DemoText(PrintWriter out) {
    this.out = out;
  }

  void print(BeforeAfter story, int repeat) {
    out.println(
        "  The planted bottlenecks and the reader's cold cost (findings of the legacy and optimized"
            + " runs):");
    story.findings().forEach(this::finding);
    TerminalText.print(
        out,
        "  ",
        String.format(
            Locale.ROOT,
            "The metrics (%d runs a side; under each, its significance as the gate judges it,"
                + " docs/gate.md):",
            repeat),
        "    ");
    out.printf(
        Locale.ROOT, "    %-24s %-18s %-18s %s%n", "metric", "legacy", "optimized", "change");
    story.metrics().forEach(this::metric);
  }

  private void finding(FindingOutcome outcome) {
    String label = String.format(Locale.ROOT, "    %-31s ", outcome.label());
    String under = " ".repeat(label.length());
    TerminalText.print(out, label, "legacy: " + describe(outcome.before()), under + "  ");
    TerminalText.print(out, under, "optimized: " + describe(outcome.after()), under + "  ");
  }

  /**
   * The finding's most telling words: the site's share of bytes, a method's compile time, or the
   * inlining reason.
   */
  private static String describe(Finding finding) {
    if (finding == null) {
      return "no such finding";
    }
    Double share = FindingOutcome.allocationShare(finding);
    if (share != null) {
      return Quantity.fraction(share).text()
          + " of allocated bytes (score "
          + finding.score()
          + ")";
    }
    String compiled = FindingOutcome.compileTimeText(finding);
    if (compiled != null) {
      return compiled + " (score " + finding.score() + ")";
    }
    String summary = finding.summary();
    int reason = summary.lastIndexOf(": ");
    String why = reason < 0 ? summary : summary.substring(reason + 2);
    return why.replaceFirst("\\.$", "") + " (score " + finding.score() + ")";
  }

  private void metric(MetricOutcome outcome) {
    out.printf(
        Locale.ROOT,
        "    %-24s %-18s %-18s %s%n",
        outcome.label(),
        value(outcome.before()),
        value(outcome.after()),
        change(outcome));
    String why = outcome.judgement() == null ? "" : "; " + outcome.judgement().reason();
    TerminalText.print(out, "      ", significance(outcome) + why, "        ");
  }

  /** The value without the unit's "per request", which the metric's label already says. */
  private static String value(Metric metric) {
    return metric == null ? "-" : value(metric.valueText());
  }

  private static String value(String text) {
    return text.replace(" per request", "");
  }

  /** Percentage points for a fraction (a success rate), else the relative change. */
  static String change(MetricOutcome outcome) {
    if (outcome.before() == null || outcome.after() == null) {
      return "-";
    }
    if (outcome.before().unit() == Unit.FRACTION) {
      return Quantity.fraction(outcome.after().value() - outcome.before().value())
          .signedChangeText();
    }
    Double relative = outcome.relativeChange();
    return relative == null ? "-" : Numbers.signedPercent(relative);
  }

  /**
   * The Hodges-Lehmann shift with its sign, in the metric's unit (points for a fraction): the
   * unit's own text reads magnitudes, not signed numbers.
   */
  private static String shift(MetricOutcome outcome) {
    return value(Quantity.of(outcome.shift(), outcome.before().unit()).signedChangeText());
  }

  /** Yes or no with the direction and shift; the judgement's own words follow on a line. */
  static String significance(MetricOutcome outcome) {
    if (outcome.judgement() == null) {
      return outcome.untested();
    }
    if (outcome.judgement().test() == null) {
      return outcome.judgement().verdictWords();
    }
    if (!outcome.significant()) {
      return "no (within the noise)";
    }
    return (outcome.improved() ? "yes, better, shift " : "yes, worse, shift ") + shift(outcome);
  }
}
