package dev.perfkit.reports;

import static dev.perfkit.reports.HostileFrames.IMG_FRAME;
import static dev.perfkit.reports.HostileFrames.SCRIPT_FRAME;
import static dev.perfkit.reports.HostileFrames.assertNoInjectedElements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare.html of two synthetic profiles with hostile frame names: none becomes markup. */
class CompareReportSafetyTest {

  @TempDir Path temp;

  @Test
  void hostileFrameNamesStayTextInThePageAndInBothDiffGraphs() throws IOException {
    Document page =
        Jsoup.parse(
            render(
                "main;work;" + SCRIPT_FRAME + " 60\nmain;work;other 40\n",
                "main;work;" + IMG_FRAME + " 30\nmain;work;other 70\n"));

    assertNoInjectedElements(page);
    // The analyzers write '/' in frame names as '.', as in class names.
    assertTrue(page.select("#shifts-cpu").text().contains("<script>alert(1)<.script>"));
    assertTrue(page.select("#shifts-cpu").text().contains(IMG_FRAME));
    for (String direction : List.of("grown", "shrunk")) {
      Element frame = page.getElementById("flame-diff-cpu-" + direction);
      Document graph = Jsoup.parse(frame.attr("srcdoc"));
      assertNoInjectedElements(graph);
      assertEquals(2, graph.select("script").size(), direction);
      assertTrue(graph.select("script").last().data().contains("unpack(cpool);"), direction);
    }
    // Each graph draws its newer side's shape: the grown one the candidate's frame, the other the
    // baseline's.
    assertTrue(page.getElementById("flame-diff-cpu-grown").attr("srcdoc").contains("\\x3Cimg"));
    assertTrue(
        page.getElementById("flame-diff-cpu-shrunk").attr("srcdoc").contains("\\x3Cscript>"));
    assertFalse(page.getElementById("report-data").data().contains("<"));
  }

  @Test
  void framesThatMovedCarryTheirSharesAndChange() throws IOException {
    Document page = Jsoup.parse(render("main;a 75\nmain;b 25\n", "main;a 25\nmain;b 75\n"));

    List<String> rows = page.select("#shifts-cpu tbody tr").eachText();
    assertEquals(
        List.of("a 75.00% 25.00% -50.00 pp", "b 25.00% 75.00% +50.00 pp"),
        rows.stream().sorted().toList());
    assertEquals("down", page.selectFirst("#shifts-cpu tbody tr:contains(-50.00)").className());
    // Loose files have no load: the warm-up section says so instead of drawing.
    assertTrue(page.getElementById("chart-warmup-compare") == null);
    assertTrue(page.getElementById("warmup").text().contains("no warm-up curves to compare"));
  }

  @Test
  void profilesOf100000DistinctFramesGiveAPageUnder5Mb() throws IOException {
    String html = render(distinctFrames(0), distinctFrames(50_000));

    long bytes = html.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(bytes < 5_000_000, bytes + " bytes");
    Document page = Jsoup.parse(html);
    assertTrue(page.select("#diff-cpu .note").text().contains("Frames narrower than 0.05%"));
    assertEquals(2, page.select("#diff-cpu iframe").size());
  }

  private static String distinctFrames(int first) {
    StringBuilder lines = new StringBuilder();
    for (int i = first; i < first + 100_000; i++) {
      lines.append("main;work;com.example.Service.method").append(i).append(' ');
      lines.append(1 + i % 7).append('\n');
    }
    return lines.toString();
  }

  private String render(String baselineStacks, String candidateStacks) throws IOException {
    Path a = temp.resolve("a.collapsed");
    Path b = temp.resolve("b.collapsed");
    Files.writeString(a, baselineStacks, StandardCharsets.UTF_8);
    Files.writeString(b, candidateStacks, StandardCharsets.UTF_8);
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
