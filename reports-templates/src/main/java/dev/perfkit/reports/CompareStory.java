package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.Difference;
import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.compare.Verdict;
import dev.perfkit.analyzers.findings.Scope;
import java.util.List;

/**
 * The first screen of compare.html, the verdict: what moved beyond the noise (the change and each
 * side's interval), what did not, the application's findings resolved and new, and the ways the
 * runs differ that can explain a change. The sections below hold every detail.
 *
 * @param changes the metrics that moved beyond the noise, better or worse
 * @param withinNoise the labels of the catalog's metrics whose change is within the noise
 * @param inconclusive the labels of those the runs were too few to judge
 * @param notComparable the load-dependent metrics of runs under different load models
 * @param notComparableWhy why they cannot be compared, or null
 * @param resolved the application's findings the candidate no longer has, highest score first
 * @param added the application's findings only the candidate has
 * @param jdkResolved how many JDK-internal findings were resolved
 * @param jdkAdded how many JDK-internal findings are new
 * @param differences the ways the runs differ that can explain a change on their own
 */
public record CompareStory(
    List<MetricChangeRow> changes,
    List<String> withinNoise,
    List<String> inconclusive,
    List<MetricChangeRow> notComparable,
    String notComparableWhy,
    List<FindingRef> resolved,
    List<FindingRef> added,
    long jdkResolved,
    long jdkAdded,
    List<Difference> differences) {

  /**
   * Differences that are bookkeeping (who wrote the summary) or command-line words, which the full
   * table below lists: none of them explains a change at a glance.
   */
  private static final List<String> NOT_IN_THE_VERDICT =
      List.of("summary schema", "summary perfkit version", "words only one side has");

  static CompareStory of(Comparison comparison, List<MetricChangeRow> rows) {
    List<MetricChangeRow> catalog = rows.stream().filter(row -> !row.id().contains(":")).toList();
    List<MetricChangeRow> notComparable = having(catalog, Verdict.NOT_COMPARABLE);
    return new CompareStory(
        rows.stream().filter(MetricChangeRow::beyondNoise).toList(),
        labels(having(catalog, Verdict.WITHIN_NOISE)),
        labels(having(catalog, Verdict.INCONCLUSIVE)),
        notComparable,
        notComparable.isEmpty() ? null : notComparable.getFirst().method(),
        application(comparison.findings().resolved()),
        application(comparison.findings().added()),
        jdk(comparison.findings().resolved()),
        jdk(comparison.findings().added()),
        comparison.differences().stream().filter(CompareStory::explains).toList());
  }

  private static List<MetricChangeRow> having(List<MetricChangeRow> rows, Verdict verdict) {
    return rows.stream().filter(row -> row.verdict().equals(verdict.jsonName())).toList();
  }

  private static List<String> labels(List<MetricChangeRow> rows) {
    return rows.stream().map(MetricChangeRow::label).toList();
  }

  private static List<FindingRef> application(List<FindingRef> findings) {
    return findings.stream().filter(f -> f.scope() == Scope.APPLICATION).toList();
  }

  private static long jdk(List<FindingRef> findings) {
    return findings.stream().filter(f -> f.scope() == Scope.JDK).count();
  }

  private static boolean explains(Difference difference) {
    return NOT_IN_THE_VERDICT.stream().noneMatch(difference.what()::contains);
  }
}
