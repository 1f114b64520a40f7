package dev.perfkit.analyzers.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.stats.Judgement.Outcome;
import dev.perfkit.analyzers.stats.SignificanceRule.Observations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one significance rule: exact only when exact, Holm over the family, never a blind pass. */
class SignificanceRuleTest {

  @Test
  void tiesMakeThePValueApproximate() {
    // Four GC pause counts a side, with ties: the library falls back to the normal approximation
    // with the ties' variance and a continuity correction even when asked for the exact method.
    // R: wilcox.test(c(8,9,9,10), c(1,1,2,2), exact=FALSE, correct=TRUE)$p.value = 0.02747
    RankSumTest.Result tied =
        RankSumTest.test(new double[] {8, 9, 9, 10}, new double[] {1, 1, 2, 2});
    assertEquals(0.027468640385681357, tied.p(), 1e-12);
    assertFalse(tied.exact());
    assertEquals("approximate, ties", tied.how());
    RankSumTest.Result apart =
        RankSumTest.test(new double[] {1, 2, 3, 4}, new double[] {5, 6, 7, 8});
    assertEquals(2.0 / 70, apart.p(), 1e-12);
    assertEquals("exact", apart.how());
  }

  @Test
  void theSmallestPIsTwoOverTheOrderings() {
    assertEquals(2.0 / 70, RankSumTest.smallestP(4, 4), 1e-15);
    assertEquals(2.0 / 252, RankSumTest.smallestP(5, 5), 1e-15);
    assertEquals(2.0 / 3432, RankSumTest.smallestP(7, 7), 1e-15);
    assertEquals(2.0 / 35, RankSumTest.smallestP(3, 4), 1e-15);
    assertEquals(0.1, RankSumTest.smallestP(3, 3), 1e-15);
    assertEquals(1, RankSumTest.smallestP(1, 1));
  }

  @Test
  void fiveRunsASideCannotReachTheFamilysLevel() {
    // 2/252 = 0.0079 times 12 load-dependent metrics is 0.095: no ordering of 5 runs a side could
    // fail a load-dependent check, so none passes either.
    Map<String, Judgement> judged = SignificanceRule.judge(family(5, 12), "runs");
    Judgement throughput = judged.get("load-0");
    assertEquals(Outcome.INCONCLUSIVE, throughput.outcome());
    assertEquals(7, throughput.needed());
    assertNull(throughput.test());
    assertEquals(
        "inconclusive (needs 7 runs): 5 and 5 runs allow p >= 0.0079, times 12 (Holm) 0.095,"
            + " not below 0.01",
        throughput.words());
    Judgement alone = judged.get("alone");
    assertEquals(Outcome.SIGNIFICANT, alone.outcome());
    assertEquals("significant: p=0.0079 (exact) < 0.05, 5 and 5 runs", alone.words());
  }

  @Test
  void sevenRunsASideCanAndHolmDecides() {
    Map<String, Judgement> judged = SignificanceRule.judge(family(7, 12), "runs");
    Judgement first = judged.get("load-0");
    // Every one fully apart: 2/3432 each; Holm: 12 x the smallest, never below it after.
    assertEquals(12 * 2.0 / 3432, first.familyP(), 1e-12);
    assertEquals(Outcome.SIGNIFICANT, first.outcome());
    assertEquals(
        "significant: Holm p=0.0070 < 0.01 among 12 load-dependent (p=0.0006, exact), 7 and 7"
            + " runs",
        first.words());
    assertEquals(12 * 2.0 / 3432, judged.get("load-11").familyP(), 1e-12);
  }

  @Test
  void holmIsRsPAdjust() {
    // 6 runs a side: fully apart (2/924) and one overlap (4/924).
    // R: p.adjust(c(2, 4) / 924, "holm") = 0.004329 0.004329
    double[] base = {1, 2, 3, 4, 5, 6};
    List<Observations> two =
        List.of(
            new Observations("a", base, new double[] {7, 8, 9, 10, 11, 12}, true),
            new Observations("b", base, new double[] {5.5, 8, 9, 10, 11, 12}, true));
    Map<String, Judgement> judged = SignificanceRule.judge(two, "runs");
    assertEquals(2.0 / 924, judged.get("a").test().p(), 1e-12);
    assertEquals(4.0 / 924, judged.get("b").test().p(), 1e-12);
    assertEquals(4.0 / 924, judged.get("a").familyP(), 1e-12);
    assertEquals(4.0 / 924, judged.get("b").familyP(), 1e-12);
  }

  @Test
  void aPassSaysTheSmallestChangeItCouldSee() {
    // The same four runs again: only a candidate wholly beyond the baseline, 3 ms either way, is
    // significant with 4 a side (2/70); 3 apart of 4 orderings is 4/70, above 0.05.
    Judgement same =
        SignificanceRule.alone(new double[] {1, 2, 3, 4}, new double[] {1, 2, 3, 4}, "runs");
    assertEquals(Outcome.NOT_SIGNIFICANT, same.outcome());
    assertEquals(3, same.detectable(), 1e-12);
    assertTrue(same.words().startsWith("not significant: p=1.000 (approximate, ties) >= 0.05"));
  }

  /** {@code size} load-dependent metrics and one judged alone, each fully apart, n runs a side. */
  private static List<Observations> family(int n, int size) {
    double[] base = new double[n];
    double[] cand = new double[n];
    for (int i = 0; i < n; i++) {
      base[i] = 100 + i;
      cand[i] = 200 + i;
    }
    List<Observations> all = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      all.add(new Observations("load-" + i, base, cand, true));
    }
    all.add(new Observations("alone", base, cand, false));
    return all;
  }
}
