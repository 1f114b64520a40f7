package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.Difference;
import dev.perfkit.analyzers.compare.FindingChanges;
import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.compare.FrameShifts;
import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.compare.RunBrief;
import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.List;

/**
 * What a person reads of a comparison, as tables in order: how the runs differ, the headline
 * metrics, the findings, the frames that moved. The JSON has the rest.
 */
final class ComparisonTables {

  /** How many findings of each kind, and frames of each profile, the tables show. */
  static final int TOP_FINDINGS = 5;

  static final int TOP_FRAMES = 10;

  private ComparisonTables() {}

  /** The line that says what is compared with what. */
  static String heading(Comparison comparison) {
    return "Comparing " + side(comparison.baseline()) + " with " + side(comparison.candidate());
  }

  private static String side(RunBrief brief) {
    return brief.source() + (brief.variant() == null ? "" : " (" + brief.variant() + ")");
  }

  static List<Table> of(Comparison comparison) {
    List<Table> tables = new ArrayList<>();
    if (!comparison.differences().isEmpty()) {
      tables.add(differences(comparison.differences()));
    }
    tables.add(metrics(comparison.metrics()));
    tables.addAll(findings(comparison.findings()));
    comparison.frameShifts().forEach(shifts -> tables.add(frames(shifts)));
    return tables;
  }

  private static Table differences(List<Difference> differences) {
    List<List<String>> rows =
        differences.stream()
            .map(d -> List.of(d.what(), orNone(d.baseline()), orNone(d.candidate())))
            .toList();
    return new Table("The runs differ in", List.of("what", "baseline", "candidate"), rows, "");
  }

  private static String orNone(String value) {
    return value == null ? "(none)" : value;
  }

  private static Table metrics(List<MetricChange> metrics) {
    List<MetricChange> shown =
        metrics.stream().filter(change -> !MetricKind.CPU_SHARE.matches(change.id())).toList();
    // The significance rule's words, as the gate prints them, for sets; two single runs have none.
    boolean judged = shown.stream().anyMatch(MetricChange::byTheRule);
    List<List<String>> rows =
        shown.stream()
            .map(
                change -> {
                  List<String> row =
                      new ArrayList<>(
                          List.of(
                              change.id(),
                              Cells.value(change.baseline(), change.unit()),
                              Cells.value(change.candidate(), change.unit()),
                              Cells.change(change),
                              change.verdict().text()));
                  if (judged) {
                    row.add(change.byTheRule() ? change.method() : "");
                  }
                  return List.copyOf(row);
                })
            .toList();
    List<String> header = new ArrayList<>(List.of("metric", "baseline", "candidate", "change"));
    header.add("verdict");
    if (judged) {
      header.add("judgement");
    }
    String note =
        judged
            ? "± is half the 95% interval, or (min to max) of skewed runs. "
                + SignificanceRule.IN_WORDS
                + " pp: percentage points"
            : "± is half the 95% interval; a change counts only beyond both runs' noise"
                + " (docs/compare.md); pp: percentage points";
    return new Table("Metrics", header, rows, note);
  }

  private static List<Table> findings(FindingChanges findings) {
    String counts =
        findings.resolved().size()
            + " resolved, "
            + findings.added().size()
            + " new, "
            + findings.persisting().size()
            + " persisting";
    List<Table> tables = new ArrayList<>();
    tables.add(refs("Findings resolved (" + counts + ")", findings.resolved()));
    tables.add(refs("Findings new", findings.added()));
    List<List<String>> persisting =
        findings.persisting().stream()
            .limit(TOP_FINDINGS)
            .map(
                p ->
                    List.of(
                        p.baselineScore() + " " + p.baselineSeverity(),
                        p.candidateScore() + " " + p.candidateSeverity(),
                        p.key()))
            .toList();
    tables.add(
        new Table(
            "Findings persisting",
            List.of("baseline", "candidate", "key"),
            persisting,
            more(findings.persisting().size())));
    return tables;
  }

  private static Table refs(String title, List<FindingRef> refs) {
    List<List<String>> rows =
        refs.stream()
            .limit(TOP_FINDINGS)
            .map(ref -> List.of(ref.score() + " " + ref.severity(), scope(ref), ref.key()))
            .toList();
    return new Table(title, List.of("score", "scope", "key"), rows, more(refs.size()));
  }

  private static String scope(FindingRef ref) {
    return ref.scope().name().toLowerCase(java.util.Locale.ROOT);
  }

  private static String more(int size) {
    return size > TOP_FINDINGS ? (size - TOP_FINDINGS) + " more: --format json lists them all" : "";
  }

  private static Table frames(FrameShifts shifts) {
    List<List<String>> rows =
        shifts.frames().stream()
            .limit(TOP_FRAMES)
            .map(
                shift ->
                    List.of(
                        shift.frame(),
                        Cells.share(shift.baselineShare()),
                        Cells.share(shift.candidateShare()),
                        Cells.points(shift.changePoints() / 100)))
            .toList();
    return new Table(
        "Frames that moved most in the " + shifts.event() + " profile",
        List.of("frame", "baseline", "candidate", "change"),
        rows,
        "self share of each profile's total; baseline from its "
            + shifts.baselineFrom()
            + ", candidate from its "
            + shifts.candidateFrom());
  }
}
