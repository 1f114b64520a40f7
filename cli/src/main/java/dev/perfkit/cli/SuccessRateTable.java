package dev.perfkit.cli;

import dev.perfkit.analyzers.demo.MetricOutcome;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The study's table: per server configuration, the success rate before and after the fixes. */
final class SuccessRateTable {

  private SuccessRateTable() {}

  static void print(List<DemoPair.Result> results, PrintWriter out) {
    out.println();
    out.println("Success rate under the cold-start load, legacy -> optimized (mean of the runs;");
    out.println("significant: as compare and the gate judge it):");
    out.printf(
        Locale.ROOT,
        "  %-30s %-10s %-10s %-10s %s%n",
        "configuration",
        "initial",
        "improved",
        "change",
        "significant");
    for (DemoPair.Result result : results) {
      MetricOutcome success = result.story().metric(MetricKind.SUCCESS_RATE.id());
      out.printf(
          Locale.ROOT,
          "  %-30s %-10s %-10s %-10s %s%n",
          result.config().label(),
          success.before() == null ? "-" : success.before().valueText(),
          success.after() == null ? "-" : success.after().valueText(),
          DemoText.change(success),
          DemoText.significance(success));
    }
    out.flush();
  }
}
