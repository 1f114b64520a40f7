package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.gc.CpuStarvation;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import dev.perfkit.analyzers.gc.PauseGroup;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.model.Quantity;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The GC pauses of a run, whichever evidence told them: a unified GC log (every pause, so
 * percentiles too) or a JFR recording's {@code jdk.GarbageCollection} events (per collection: its
 * summed and longest pause). The GC rules read this, not the files.
 *
 * @param source "GC log" or "JFR recording"
 * @param collector the collector, or empty when the evidence does not say
 * @param runSeconds the time the evidence covers
 * @param pauseCount pauses in a GC log, collections in JFR
 * @param p99Ms the 99th percentile pause, NaN when unknown (JFR)
 * @param fullGcCauses per cause, how many full GCs it caused
 * @param mostPauseTime the kind of pause that took the most time ("Young (Normal) (G1 Evacuation
 *     Pause): 28 pauses, 800 ms"), or empty
 * @param longest the longest pause described ("Pause Full (System.gc()), GC(12), at 4.1 s")
 * @param longestFull whether the longest pause was a full GC
 * @param cpuStarvation pauses whose real time far exceeded their GC threads' CPU time (a GC log's
 *     {@code gc,cpu} or {@code [Times: ...]}); {@link CpuStarvation#NONE} from JFR
 */
public record GcActivity(
    String source,
    String collector,
    double runSeconds,
    long pauseCount,
    double totalPauseMs,
    double maxPauseMs,
    double p50Ms,
    double p90Ms,
    double p99Ms,
    long fullGcCount,
    double fullGcPauseMs,
    Map<String, Long> fullGcCauses,
    String mostPauseTime,
    String longest,
    boolean longestFull,
    CpuStarvation cpuStarvation) {

  /** The pauses of the run, from whichever evidence {@link RuleInputs} found richest. */
  public static final Input<GcActivity> INPUT =
      new Input<>("GC pauses (a GC log or JFR GC events)", GcActivity.class);

  public GcActivity {
    fullGcCauses = Map.copyOf(fullGcCauses);
  }

  /** The share of the run spent in pauses, 0 to 1; 0 when the run time is unknown. */
  public double pauseShare() {
    return runSeconds > 0 ? Math.min(1.0, totalPauseMs / (runSeconds * 1000)) : 0;
  }

  /** "Allocation Failure x2, System.gc() x1", most first. */
  public String fullGcCausesText() {
    return fullGcCauses.entrySet().stream()
        .sorted(
            Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
        .map(e -> (e.getKey().isEmpty() ? "no cause given" : e.getKey()) + " x" + e.getValue())
        .collect(Collectors.joining(", "));
  }

  static GcActivity of(GcLog log) {
    Map<String, Long> causes =
        log.pauseGroups().stream()
            .filter(PauseGroup::full)
            .collect(Collectors.toMap(PauseGroup::cause, PauseGroup::count, Long::sum));
    GcPause top = log.longestPauses().isEmpty() ? null : log.longestPauses().get(0);
    return new GcActivity(
        "GC log",
        log.collector(),
        log.runSeconds(),
        log.pauses().count(),
        log.pauses().totalMs(),
        log.pauses().maxMs(),
        log.pauses().p50Ms(),
        log.pauses().p90Ms(),
        log.pauses().p99Ms(),
        log.fullGcCount(),
        log.fullGcTotalMs(),
        causes,
        log.pauseGroups().isEmpty() ? "" : describe(log.pauseGroups().get(0)),
        top == null ? "" : describe(top),
        top != null && top.full(),
        log.cpuStarvation());
  }

  static GcActivity of(GcPauses jfr) {
    GcPauses.Pause top = jfr.longest().isEmpty() ? null : jfr.longest().get(0);
    return new GcActivity(
        "JFR recording",
        "",
        jfr.spanSeconds(),
        jfr.collections(),
        jfr.totalPauseMs(),
        jfr.maxPauseMs(),
        Double.NaN,
        Double.NaN,
        Double.NaN,
        jfr.fullGcCount(),
        jfr.fullGcPauseMs(),
        jfr.fullGcsByCause(),
        mostPauseTime(jfr),
        top == null ? "" : top.name() + " (" + top.cause() + "), GC(" + top.gcId() + ")",
        top != null && GcPauses.isFull(top.name()),
        CpuStarvation.NONE);
  }

  private static String mostPauseTime(GcPauses jfr) {
    return jfr.byName().entrySet().stream()
        .max(
            Map.Entry.comparingByValue(
                (a, b) -> Double.compare(a.totalPauseMs(), b.totalPauseMs())))
        .map(
            e ->
                e.getKey()
                    + ": "
                    + Quantity.count(e.getValue().collections()).text()
                    + " collections, "
                    + Quantity.millis(e.getValue().totalPauseMs()).text())
        .orElse("");
  }

  private static String describe(PauseGroup group) {
    return group.type()
        + (group.cause().isEmpty() ? "" : " (" + group.cause() + ")")
        + ": "
        + Quantity.count(group.count()).text()
        + " pauses, "
        + Quantity.millis(group.totalMs()).text();
  }

  static String describe(GcPause pause) {
    return String.format(
        Locale.ROOT,
        "Pause %s%s, GC(%d), at %.1f s",
        pause.type(),
        pause.cause().isEmpty() ? "" : " (" + pause.cause() + ")",
        pause.gcId(),
        pause.atSeconds());
  }
}
