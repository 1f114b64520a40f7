package dev.perfkit.analyzers.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.stats.Judgement.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The paired test and the Hodges-Lehmann interval against R's {@code wilcox.test(x, mu=1,
 * exact=TRUE, conf.int=TRUE)} and {@code binom.test}, over the synthetic ratios of {@code
 * stats/paired/wilcox.R}, whose recorded output is {@code wilcox-R-output.txt}.
 */
class PairedJudgementTest {

  private static final Pattern VECTOR = Pattern.compile("(?m)^(\\w+) <- c\\(([^)]*)\\)");
  private static final Pattern WILCOX =
      Pattern.compile(
          "(?m)^(\\w+): n=(\\d+) V=\\S+ p=(\\S+) estimate=(\\S+) conf.int=([^,]+),(\\S+) ");
  private static final Pattern SIGN = Pattern.compile("(?m)^ties: .* p=(\\S+)$");

  @ParameterizedTest
  @ValueSource(strings = {"regression", "aa", "six", "twelve"})
  void matchesRsExactSignedRankTestAndInterval(String name) throws IOException {
    double[] ratios = vectors().get(name);
    Matcher r = rOutput(name);
    PairedJudgement judgement = PairedJudgement.of(ratios, 0.05);
    assertEquals(Integer.parseInt(r.group(2)), ratios.length);
    assertEquals("exact signed-rank", judgement.test().how());
    assertEquals(Double.parseDouble(r.group(3)), judgement.test().p(), 1e-12);
    assertEquals(Double.parseDouble(r.group(4)), judgement.ratio().estimate(), 1e-12);
    assertEquals(Double.parseDouble(r.group(5)), judgement.ratio().low(), 1e-12);
    assertEquals(Double.parseDouble(r.group(6)), judgement.ratio().high(), 1e-12);
    assertTrue(judgement.ratio().confidence() >= 0.95);
  }

  @Test
  void aRegressionOfFivePercentInEightRoundsIsSignificantAndTheAaIsNot() throws IOException {
    PairedJudgement regression = PairedJudgement.of(vectors().get("regression"), 0.05);
    PairedJudgement aa = PairedJudgement.of(vectors().get("aa"), 0.05);
    assertEquals(Outcome.SIGNIFICANT, regression.outcome());
    assertEquals("significant: p=0.016 (exact signed-rank) < 0.05, 8 rounds", regression.words());
    assertEquals(Outcome.NOT_SIGNIFICANT, aa.outcome());
    // The exact test rejects every centre outside its interval: the larger half-width.
    assertEquals(0.9995 - 0.9905, aa.detectable(), 1e-12);
  }

  @Test
  void tiesThatDominateAreJudgedBySignTest() throws IOException {
    PairedJudgement ties = PairedJudgement.of(vectors().get("ties"), 0.05);
    Matcher r = SIGN.matcher(output());
    assertTrue(r.find());
    assertEquals("sign test, ties", ties.test().how());
    assertEquals(Double.parseDouble(r.group(1)), ties.test().p(), 1e-12);
    assertEquals(Outcome.NOT_SIGNIFICANT, ties.outcome());
  }

  @Test
  void fewerRoundsThanTheTestCanJudgeAreInconclusiveWithTheRoundsNeeded() {
    // Five rounds all above 1 give at best p = 2 / 2^5 = 0.0625: no ordering could reach 0.05.
    PairedJudgement five = PairedJudgement.of(new double[] {1.5, 1.6, 1.7, 1.8, 1.9}, 0.05);
    assertEquals(Outcome.INCONCLUSIVE, five.outcome());
    assertEquals(6, five.needed());
    assertEquals(
        "inconclusive (needs 6 rounds): 5 rounds allow p >= 0.063, not below 0.05", five.words());
    assertEquals(8, SignedRankTest.needed(0.01));
  }

  @Test
  void theSignedRankDistributionCountsEverySignPattern() {
    long[] counts = WalshInterval.signedRankCounts(4);
    // 2^4 patterns over sums 0..10: 1,1,1,2,2,2,2,2,1,1,1 (the sums of subsets of {1,2,3,4}).
    assertArrayEquals(new long[] {1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1}, counts);
    assertEquals(16, Arrays.stream(counts).sum());
  }

  private static Matcher rOutput(String name) throws IOException {
    Matcher matcher = WILCOX.matcher(output());
    while (matcher.find()) {
      if (matcher.group(1).equals(name)) {
        return matcher;
      }
    }
    throw new AssertionError("no R output for " + name);
  }

  private static Map<String, double[]> vectors() throws IOException {
    Map<String, double[]> vectors = new LinkedHashMap<>();
    Matcher matcher = VECTOR.matcher(resource("wilcox.R"));
    while (matcher.find()) {
      double[] values =
          Arrays.stream(matcher.group(2).split(",")).mapToDouble(Double::parseDouble).toArray();
      vectors.put(matcher.group(1), values);
    }
    return vectors;
  }

  private static String output() throws IOException {
    return resource("wilcox-R-output.txt");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = PairedJudgementTest.class.getResourceAsStream("/stats/paired/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
