package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compare.html's differential flame graphs: a legend for every colour of each, in the converter's
 * own colours, with what the sampling-noise floor decided, and the shifts table beside them.
 */
class FlameDiffLegendTest {

  @TempDir Path temp;

  /** 132 candidate samples against 100: "added" (30) is new, "rare" (2) is chance. */
  private static final String BASELINE = "main;a 100\n";

  private static final String CANDIDATE = "main;a 100\nmain;added 30\nmain;rare 2\n";

  @Test
  void eachGraphHasALegendItemForEveryColourItCanDraw() throws IOException {
    Document page = Jsoup.parse(render(BASELINE, CANDIDATE));
    for (String direction : List.of("grown", "shrunk")) {
      List<String> colours =
          page.select("#legend-cpu-" + direction + " li").eachAttr("data-colour");
      assertEquals(List.of("new", "more", "less", "same"), colours, direction);
    }
  }

  @Test
  void theLegendSaysWhatTheNoiseFloorDecided() throws IOException {
    Document page = Jsoup.parse(render(BASELINE, CANDIDATE));
    String grown = page.getElementById("legend-cpu-grown").text();
    // q = 132/232 = 0.569, two frames judged on a page of four graphs: 0.569^9 = 0.006249 <
    // 0.05 / 8 = 0.00625 <= 0.569^8 = 0.011.
    assertTrue(grown.contains("(9 or more here)"), grown);
    assertTrue(
        grown.contains(
            "of the 2 frames on call paths only the candidate has, 0 are methods the baseline ran"
                + " on another path and 1 too rare to be more than chance"),
        grown);
  }

  @Test
  void theSwatchesAreTheConvertersOwnColours() throws IOException {
    String html = render(BASELINE, CANDIDATE);
    Document page = Jsoup.parse(html);
    String graph = page.getElementById("flame-diff-cpu-grown").attr("srcdoc");
    assertTrue(graph.contains("if (diff === U) return '#ffdd33';"), "new");
    assertTrue(graph.contains("if (diff === 0) return '#e0e0e0';"), "unchanged");
    assertTrue(graph.contains("(maxdiff - Math.abs(diff)) / maxdiff) + 96"), "shades 96-224");
    String css = page.select("style").html();
    assertTrue(css.contains(".swatch-new { background: #ffdd33; }"), css);
    assertTrue(css.contains(".swatch-same { background: #e0e0e0; }"), css);
    assertTrue(css.contains("rgb(255,224,224), rgb(255,96,96)"), css);
    assertTrue(css.contains("rgb(224,224,255), rgb(96,96,255)"), css);
  }

  @Test
  void theFramesThatMovedMostStandBesideTheGraphs() throws IOException {
    Document page = Jsoup.parse(render(BASELINE, CANDIDATE));
    assertNotNull(page.selectFirst("#diff-cpu .diff-layout > .diff-graphs #flame-diff-cpu-grown"));
    assertNotNull(page.selectFirst("#diff-cpu .diff-layout > .diff-shifts > #shifts-cpu"));
  }

  private String render(String baselineStacks, String candidateStacks) throws IOException {
    Path a = Files.writeString(temp.resolve("a.collapsed"), baselineStacks, StandardCharsets.UTF_8);
    Path b =
        Files.writeString(temp.resolve("b.collapsed"), candidateStacks, StandardCharsets.UTF_8);
    RunSummary baseline = summary(a);
    RunSummary candidate = summary(b);
    Path aSummary = temp.resolve("a-summary.json");
    Path bSummary = temp.resolve("b-summary.json");
    Comparison comparison = Comparison.of(baseline, aSummary, candidate, bSummary, "test");
    StringWriter out = new StringWriter();
    CompareReport.render(comparison, ComparedRuns.of(baseline, aSummary, candidate, bSummary), out);
    return out.toString();
  }

  private static RunSummary summary(Path stacks) throws IOException {
    return Analyzer.standard().analyzeFiles(List.of(stacks)).toSummary("test", Instant.EPOCH);
  }
}
