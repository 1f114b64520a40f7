package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The run report of a real {@code perfkit run} in a real headless Chromium, offline: it loads with
 * no JavaScript error and no network request, its flame graphs draw, zoom, reset and search, its
 * charts draw, and hostile frame names show as text. One run and one browser serve every test; the
 * screenshots land in target/screenshots.
 */
class ReportBrowserTest {

  private static final String SCRIPT_FRAME = HostileRuns.SCRIPT_FRAME;
  private static final String IMG_FRAME = HostileRuns.IMG_FRAME;

  /** Whether every value axis of every chart is wider than its longest label and its ticks. */
  private static final String VALUE_LABELS_FIT =
      """
      return [...document.querySelectorAll('.chart')].filter(el => el.uplot).every(el => {
        const u = el.uplot;
        return u.axes.slice(1).filter(a => a.show && a._values).every(a => {
          u.ctx.font = a.font[0];
          const widest = Math.max(...a._values.map(v => u.ctx.measureText(v).width));
          return widest / devicePixelRatio + a.ticks.size + a.gap <= a._size;
        });
      });
      """;

  @TempDir static Path temp;
  static HeadlessBrowser browser;
  static Path report;
  static Path hostileReport;

  @BeforeAll
  static void runAndStartTheBrowser() throws IOException {
    browser = HeadlessBrowser.start();
    Path run = temp.resolve("run");
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            run.toString(),
            "--scenario",
            "hello",
            "--duration",
            "4s",
            "--warmup",
            "0",
            "--events",
            "cpu,alloc,wall,lock");
    assertEquals(0, result.exitCode(), result.err());
    report = run.resolve("report.html");
    hostileReport = hostileCopy(run, temp.resolve("hostile"));
  }

  /**
   * A copy of {@code run} whose CPU stacks and perfkit command line carry hostile names, reported
   * again: without the recordings, the analysis reads the stacks, so the names reach the tables
   * too.
   */
  private static Path hostileCopy(Path run, Path copy) throws IOException {
    HostileRuns.copy(run, copy);
    ObjectMapper json = new ObjectMapper();
    ObjectNode runJson = (ObjectNode) json.readTree(copy.resolve("run.json").toFile());
    runJson.withArray("/commandLine").add(SCRIPT_FRAME).add(IMG_FRAME);
    json.writeValue(copy.resolve("run.json").toFile(), runJson);
    CommandRun result = CommandRun.of("report", copy.toString());
    assertEquals(0, result.exitCode(), result.err());
    return copy.resolve("report.html");
  }

  @AfterAll
  static void stopTheBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @Test
  void loadsWithNoErrorNoAlertAndNoRequest() {
    browser.open(report);
    browser.screenshot("run-report");
    browser.screenshot("run-report-metrics", "#metrics", 1500);
    browser.screenshot("run-report-findings", "#findings", 1500);
    browser.assertQuiet();
    assertEquals(4, FlameGraphFrame.all(browser).size(), "cpu, alloc, wall and lock flame graphs");
  }

  @Test
  void chartsDrawOnCanvasesOfRealSize() {
    browser.open(report);
    browser.screenshot("run-report-load", "#load", 2000);
    browser.screenshot("run-report-gc", "#gc", 2000);
    browser.screenshot("run-report-jit", "#jit", 2000);
    for (String chart : List.of("throughput", "latency", "distribution", "gc", "warmup")) {
      List<WebElement> canvases =
          browser.driver().findElements(By.cssSelector("#chart-" + chart + " .uplot canvas"));
      assertEquals(1, canvases.size(), chart);
      WebElement canvas = canvases.getFirst();
      assertTrue(canvas.getSize().getWidth() >= 480, chart + ": " + canvas.getSize());
      assertTrue(canvas.getSize().getHeight() > 100, chart + ": " + canvas.getSize());
      assertTrue(browser.inkedPixels(canvas) > 1000, chart + " is blank");
    }
    assertEquals(true, browser.script(VALUE_LABELS_FIT), "a value axis cuts its labels");
    @SuppressWarnings("unchecked")
    List<String> percentiles =
        (List<String>)
            browser.script(
                "return document.getElementById('chart-distribution').uplot.axes[0]._values");
    assertEquals("0%", percentiles.getFirst(), percentiles.toString());
    assertTrue(percentiles.size() >= 3, percentiles.toString());
    for (String label : percentiles.subList(1, percentiles.size())) {
      assertTrue(label.matches("9{2,}(\\.9+)?%|90%"), "not a whole nine: " + percentiles);
    }
  }

  @Test
  void aSetsLoadChartsDrawEachSecondsMedianInsideItsRunsBand() {
    browser.open(SetRuns.of("legacy").resolve("report.html"));
    browser.screenshot("set-report-load", "#load", 2400);
    browser.screenshot("set-report-gc", "#gc", 1200);
    browser.screenshot("set-report-jit", "#jit", 1200);
    browser.assertQuiet();
    for (String chart : List.of("throughput", "latency")) {
      @SuppressWarnings("unchecked")
      List<String> labels =
          (List<String>)
              browser.script(
                  "return document.getElementById('chart-"
                      + chart
                      + "').uplot.series.map(s =>"
                      + " s.label)");
      String first = chart.equals("throughput") ? "OK/s" : "p50 ms";
      assertEquals(
          List.of(first + " highest run", first + " lowest run", first + " median"),
          labels.subList(1, 4),
          chart);
      assertEquals(
          2L,
          browser.script(
              "return document.getElementById('chart-" + chart + "').uplot.bands.length"),
          chart);
    }
    for (String chart : List.of("throughput", "latency", "distribution", "gc", "warmup")) {
      WebElement canvas =
          browser.driver().findElement(By.cssSelector("#chart-" + chart + " .uplot canvas"));
      assertTrue(browser.inkedPixels(canvas) > 1000, chart + " is blank");
    }
  }

  @Test
  void everyFlameGraphDrawsZoomsOnAClickAndResets() {
    browser.open(report);
    for (WebElement iframe : FlameGraphFrame.all(browser)) {
      FlameGraphFrame.assertDrawsZoomsAndResets(browser, iframe);
    }
    browser.screenshot("run-report-flames", "#flame-cpu", 1500);
  }

  @Test
  void searchHighlightsTheMatchingFramesAndClears() {
    browser.open(report);
    FlameGraphFrame cpu = FlameGraphFrame.enter(browser, FlameGraphFrame.all(browser).getFirst());
    assertEquals(0, cpu.highlightedPixels());
    cpu.search("dev/perfkit/server");
    String matched = cpu.matched();
    assertTrue(matched.matches("[0-9.]+%"), matched);
    assertTrue(Double.parseDouble(matched.replace("%", "")) > 0, matched);
    assertTrue(cpu.highlightedPixels() > 1000, "no frame highlighted");
    cpu.clearSearch();
    assertEquals(0, cpu.highlightedPixels());
    browser.driver().switchTo().defaultContent();
  }

  @Test
  void hostileFrameNamesShowAsTextAndRunNothing() {
    browser.open(hostileReport);
    browser.screenshot("hostile-report");
    browser.screenshot("hostile-report-cpu", "#flame-cpu", 1500);
    browser.assertQuiet();
    String command = browser.driver().findElement(By.id("run")).getText();
    assertTrue(
        command.contains(
            "--duration 4s --warmup 0 --events cpu,alloc,wall,lock "
                + SCRIPT_FRAME
                + " "
                + IMG_FRAME),
        command);
    String frames = browser.driver().findElement(By.id("flame-cpu")).getText();
    // The stack reader writes a class name's slashes as dots, as in "java.lang.Thread.run".
    assertTrue(frames.contains("<script>alert(1)<.script>"), "the script frame is not text");
    assertTrue(frames.contains(IMG_FRAME), "the img frame is not shown as text");
    assertFalse(HostileRuns.injectedInto(browser), "an injected element made it into the page");
    FlameGraphFrame cpu = FlameGraphFrame.enter(browser, FlameGraphFrame.all(browser).getFirst());
    List<String> names = cpu.frameNames();
    assertTrue(names.contains(SCRIPT_FRAME), names.toString());
    assertTrue(names.contains(IMG_FRAME), names.toString());
    assertFalse(
        HostileRuns.injectedInto(browser), "an injected element made it into the flame graph");
    browser.driver().switchTo().defaultContent();
  }
}
