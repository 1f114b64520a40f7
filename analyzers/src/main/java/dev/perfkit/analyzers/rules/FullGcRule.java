package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import java.util.List;

/**
 * Full collections, which stop everything to collect the whole heap: from a GC log's "Pause Full"
 * lines or a JFR recording's G1Full, SerialOld and ParallelOld collections.
 */
public final class FullGcRule extends RuleBase {

  /** The score of one full GC; each further one adds {@link #FULL_GC_STEP}... */
  static final int FULL_GC_BASE = 50;

  static final int FULL_GC_STEP = 5;

  /** ...and their share of the run adds up to 25 more, all of it at this share. */
  static final double FULL_GC_COSTLY_SHARE = 0.05;

  public FullGcRule() {
    super("full-gc", "Full GC", GcActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcActivity gc = inputs.require(GcActivity.INPUT);
    return gc.fullGcCount() == 0 ? List.of() : List.of(finding(gc));
  }

  /** Full GCs matter by how often they came and by how much of the run they took. */
  static int score(long count, double shareOfRun) {
    double cost = Double.isFinite(shareOfRun) ? Math.min(1, shareOfRun / FULL_GC_COSTLY_SHARE) : 0;
    return (int) Math.min(100, FULL_GC_BASE + FULL_GC_STEP * (count - 1) + Math.round(25 * cost));
  }

  private Finding finding(GcActivity gc) {
    long count = gc.fullGcCount();
    String causes = gc.fullGcCausesText();
    return finding("", score(count, gc.fullGcPauseMs() / (gc.runSeconds() * 1000)))
        .summary(
            String.format(
                "%s full GC%s stopped the application for %s in total (%s).",
                Quantity.count(count).text(),
                count == 1 ? "" : "s",
                Quantity.millis(gc.fullGcPauseMs()).text(),
                causes))
        .explanation(
            "A full GC collects the whole heap while every application thread waits; with G1 or"
                + " ZGC it means the concurrent collector fell behind the allocation rate or the"
                + " heap is too small for the live data.")
        .suggestion(
            gc.fullGcCauses().containsKey("System.gc()")
                ? "Remove the explicit System.gc() calls, or add -XX:+DisableExplicitGC."
                : "Give the heap more room (-Xmx) or allocate less; if the heap after each GC"
                    + " keeps growing, look for a leak in a heap dump.")
        .source(gc.source())
        .evidence(
            List.of(
                Evidence.of("full GCs", Quantity.count(count)),
                Evidence.of("full GC pause time", Quantity.millis(gc.fullGcPauseMs())),
                Evidence.text("causes", causes)));
  }
}
