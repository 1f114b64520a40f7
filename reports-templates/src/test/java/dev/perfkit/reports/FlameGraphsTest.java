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

  static String golden(String name) throws IOException {
    try (InputStream in = FlameGraphsTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
