package dev.perfkit.reports;

import static dev.perfkit.reports.HostileFrames.IMG_FRAME;
import static dev.perfkit.reports.HostileFrames.SCRIPT_FRAME;
import static dev.perfkit.reports.HostileFrames.assertNoInjectedElements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analyzer;
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

/** The report of hostile and huge profiles: nothing in a frame name becomes markup. */
class RunReportSafetyTest {

  @TempDir Path temp;

  @Test
  void hostileFrameNamesStayText() throws IOException {
    Path stacks = temp.resolve("cpu.collapsed");
    Files.writeString(
        stacks,
        "main;work;" + SCRIPT_FRAME + " 60\nmain;work;" + IMG_FRAME + " 40\n",
        StandardCharsets.UTF_8);

    Document page = Jsoup.parse(render(stacks));

    assertNoInjectedElements(page);
    // The analyzers write '/' in frame names as '.', as in class names.
    assertTrue(page.text().contains("<script>alert(1)<.script>"), "the frame's text is shown");
    assertTrue(page.text().contains(IMG_FRAME));
    Element frame = page.selectFirst("#flame-cpu iframe");
    String srcdoc = frame.attr("srcdoc");
    Document graph = Jsoup.parse(srcdoc);
    assertNoInjectedElements(graph);
    assertTrue(srcdoc.contains("\\x3Cscript>alert(1)\\x3C/script>"), "the graph names the frame");
    assertTrue(srcdoc.contains("\\x3Cimg src=x onerror=alert(1)>"));
    // The graph's own two scripts, whole: no frame name ended one early.
    assertEquals(2, graph.select("script").size());
    assertTrue(graph.select("script").last().data().contains("unpack(cpool);"));
  }

  @Test
  void theJsonBlockHoldsNoMarkupAndReadsBack() throws IOException {
    Path stacks = temp.resolve("cpu.collapsed");
    Files.writeString(stacks, "main;" + SCRIPT_FRAME + " 10\n", StandardCharsets.UTF_8);

    Document page = Jsoup.parse(render(stacks));

    Element data = page.getElementById("report-data");
    assertEquals("application/json", data.attr("type"));
    assertFalse(data.data().contains("<"));
  }

  @Test
  void referencesNoOtherHost() throws IOException {
    Path stacks = temp.resolve("cpu.collapsed");
    Files.writeString(stacks, "main;a 1\n", StandardCharsets.UTF_8);

    Document page = Jsoup.parse(render(stacks));
    Document graph = Jsoup.parse(page.selectFirst("iframe").attr("srcdoc"));

    for (Document document : List.of(page, graph)) {
      for (Element element : document.select("[src], [href]")) {
        for (String attribute : List.of("src", "href")) {
          String value = element.attr(attribute).trim().toLowerCase(java.util.Locale.ROOT);
          assertFalse(
              value.startsWith("http:") || value.startsWith("https:") || value.startsWith("//"),
              element.outerHtml());
        }
      }
    }
    assertTrue(page.select("link[rel=stylesheet]").isEmpty());
  }

  @Test
  void aProfileOf100000DistinctFramesGivesAReportUnder5Mb() throws IOException {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      lines.append("main;work;com.example.Service.method").append(i).append(' ');
      lines.append(1 + i % 7).append('\n');
    }
    Path stacks = temp.resolve("cpu.collapsed");
    Files.writeString(stacks, lines, StandardCharsets.UTF_8);

    String html = render(stacks);

    long bytes = html.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(bytes < 5_000_000, bytes + " bytes");
    assertTrue(
        Jsoup.parse(html).select("#flame-cpu .note").text().contains("Frames narrower than 0.05%"));
  }

  private String render(Path stacks) throws IOException {
    RunSummary summary =
        Analyzer.standard().analyzeFiles(List.of(stacks)).toSummary("test", Instant.EPOCH);
    StringWriter out = new StringWriter();
    RunReport.render(summary, null, out);
    return out.toString();
  }
}
