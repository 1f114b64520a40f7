package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FlameGraphsTest {

  private static final String TINY = "main;a;b 3\nmain;a;c 1\nmain;d 2\n";

  @Test
  void drawsTheConvertersPageAsTheGoldenFileHoldsIt() throws IOException {
    String page = FlameGraphs.html(TINY, "tiny & <small>", 0);

    assertEquals(golden("flamegraph-tiny.html"), page);
  }

  @Test
  void escapesTheTitleThatTheConverterWritesRaw() throws IOException {
    String page = FlameGraphs.html(TINY, "<b>t</b>", 0);

    assertTrue(page.contains("&lt;b&gt;t&lt;/b&gt;"), page);
    assertFalse(page.contains("<b>t</b>"));
  }

  @Test
  void writesNoLessThanSignInsideTheFrameNames() throws IOException {
    String page = FlameGraphs.html("main;<script>alert(1)</script> 5\n", "t", 0);

    assertTrue(page.contains("\\x3Cscript>alert(1)\\x3C/script>'"), page);
    assertFalse(page.contains("<script>alert(1)"));
  }

  @Test
  void scalesEveryCountToTheOtherTotal() {
    assertEquals(6, FlameGraphs.total(TINY));
    assertEquals("main;a;b 6\nmain;a;c 2\nmain;d 4\n", FlameGraphs.scale(TINY, 6, 12));
    assertEquals("x 1\ny 2\n", FlameGraphs.scale("x 1\ny 3\n", 4, 3));
  }

  @Test
  void diffDrawsWhatGrewAndWhatWasLost() throws IOException {
    String baseline = "main;old 50\nmain;shared 50\n";
    String candidate = "main;new 100\nmain;shared 100\n";

    FlameGraphs.Diff diff = FlameGraphs.diff(baseline, candidate, "cpu");

    assertEquals(100, diff.baselineTotal());
    assertEquals(200, diff.candidateTotal());
    assertTrue(diff.grown().contains("' new'"), diff.grown());
    assertFalse(diff.grown().contains("' old'"));
    assertTrue(diff.shrunk().contains("' old'"), diff.shrunk());
    assertFalse(diff.shrunk().contains("' new'"));
  }

  @Test
  void aFrameOneSideSampledOnlyAFewTimesIsNotDrawnNew() throws IOException {
    // Two runs of the same code: each saw a rare stack the other did not (3 and 4 of 103 and 104).
    String baseline = "main;a 100\nmain;rareInBaseline 3\n";
    String candidate = "main;a 100\nmain;rareInCandidate 4\n";

    FlameGraphs.Diff diff = FlameGraphs.diff(baseline, candidate, "cpu");

    assertTrue(diff.grown().contains("' rareInCandidate'"), diff.grown());
    assertFalse(diff.grown().contains("d=U"), diff.grown());
    assertFalse(diff.shrunk().contains("d=U"), diff.shrunk());
    // One frame judged on the diff's two graphs: 0.05 / 2 needs q^k < 0.025, 6 samples.
    assertEquals(new FlameGraphs.ChanceFloor(1, 0, 1, 6), diff.newFloor());
    assertEquals(new FlameGraphs.ChanceFloor(1, 0, 1, 6), diff.goneFloor());
  }

  @Test
  void aMethodReachedByAnotherPathIsNotDrawnNew() throws IOException {
    // One JVM inlined differently: m is under b in the candidate, under a in the baseline.
    String baseline = "main;a;m 50\nmain;b 50\n";
    String candidate = "main;a 50\nmain;b;m 50\n";

    FlameGraphs.Diff diff = FlameGraphs.diff(baseline, candidate, "cpu");

    assertFalse(diff.grown().contains("d=U"), diff.grown());
    assertFalse(diff.shrunk().contains("d=U"), diff.shrunk());
    assertEquals(new FlameGraphs.ChanceFloor(1, 1, 0, 6), diff.newFloor());
  }

  @Test
  void aFrameOneSideSampledBeyondChanceIsDrawnNewWithItsCallees() throws IOException {
    String baseline = "main;a 100\n";
    String candidate = "main;a 100\nmain;added;callee 8\nmain;rare 2\n";

    FlameGraphs.Diff diff = FlameGraphs.diff(baseline, candidate, "cpu");

    // Two one-sided frames judged on the diff's two graphs: 0.05 / 4 needs q^k < 0.0125 with
    // q = 110/210, 7 samples (0.0108); 2 do not.
    assertEquals(new FlameGraphs.ChanceFloor(2, 0, 1, 7), diff.newFloor());
    String grown = diff.grown();
    assertEquals(1, grown.split("d=U", -1).length - 1, grown);
    int added = grown.indexOf("d=U");
    assertTrue(grown.indexOf("d=", added + 3) > 0, "the rare frame after it is not new");
  }

  static String golden(String name) throws IOException {
    try (InputStream in = FlameGraphsTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
