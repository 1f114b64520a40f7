package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Fisher's exact test over the runs of each side that had a new finding (R's fisher.test). */
class FindingPresenceTest {

  private static final Finding READER =
      new Finding(
          Finding.keyOf("inlining-failure", "app.Input.next -> app.Reader.read"),
          "inlining-failure",
          "app.Input.next -> app.Reader.read",
          60,
          Severity.WARNING,
          "app.Reader.read is not inlined.",
          "It matters.",
          "Split it.",
          "compilation log",
          List.of());

  @Test
  void judgesOnlyWhereEveryCandidateRunAgainstNoBaselineRunWouldReachTheLevel() {
    // The best one-sided p is 1 / C(n + m, n): 3 and 3 give 1/20 = 0.05, not below it.
    assertFalse(presence(3, 0, 3, 3).judges());
    assertTrue(presence(3, 0, 4, 4).judges()); // 1/35 = 0.029
    assertTrue(presence(4, 0, 3, 3).judges());
    assertFalse(presence(2, 0, 4, 4).judges()); // 1/15
    assertTrue(presence(2, 0, 6, 6).judges()); // 1/28 = 0.036
  }

  @Test
  void pValuesAreFishersOneSided() {
    // fisher.test(matrix(c(4, 0, 0, 4), 2), alternative = "greater")$p.value = 1/70
    assertEquals(1 / 70.0, presence(4, 0, 4, 4).pValue(READER.key()), 1e-12);
    // fisher.test(matrix(c(3, 1, 1, 3), 2), alternative = "greater")$p.value = 17/70
    assertEquals(17 / 70.0, presence(4, 1, 4, 3).pValue(READER.key()), 1e-12);
  }

  @Test
  void aSmallPIsPrintedWithTheDigitsItNeeds() {
    // 7 of 7 against 0 of 7: p = 1/3432 = 0.00029, which three decimals would print as 0.000.
    FindingCheck check = judge(presence(7, 0, 7, 7));
    assertEquals(Verdict.REGRESSION, check.verdict());
    assertEquals(
        "new in 7 of 7 candidate runs, 0 of 7 baseline runs (Fisher p = 0.0003), and fail-on-new"
            + " names it",
        check.note());
  }

  @Test
  void tooFewRunsAreInconclusiveAndSaySo() {
    FindingCheck check = judge(presence(3, 0, 3, 3));
    assertEquals(Verdict.INCONCLUSIVE, check.verdict());
    assertEquals(
        "new in 3 of 3 candidate runs, 0 of 3 baseline runs: too few runs to judge (Fisher's test"
            + " cannot reach p < 0.05 with so few)",
        check.note());
  }

  private static FindingCheck judge(FindingPresence presence) {
    return NewFindings.judge(List.of(FindingRef.of(READER)), Set.of("inlining-failure"), presence)
        .get(0);
  }

  /** {@code baselineRuns} runs, {@code inBaseline} of them with the finding; so the candidate. */
  private static FindingPresence presence(
      int baselineRuns, int inBaseline, int candidateRuns, int inCandidate) {
    return new FindingPresence(runs(baselineRuns, inBaseline), runs(candidateRuns, inCandidate));
  }

  private static List<RunSummary> runs(int count, int withFinding) {
    return IntStream.range(0, count)
        .mapToObj(
            i ->
                SyntheticAnalysis.summary(List.of(), i < withFinding ? List.of(READER) : List.of()))
        .toList();
  }
}
