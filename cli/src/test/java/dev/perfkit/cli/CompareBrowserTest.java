package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The comparison report of two real short runs in a real headless Chromium, offline: it loads with
 * no JavaScript error and no network request, its four differential flame graphs draw, fit their
 * frames and zoom, the warm-up chart draws, and hostile frame names show as text. Two runs and one
 * browser serve every test; the screenshots land in target/screenshots.
 */
class CompareBrowserTest {

  static final List<String> DIFF_GRAPHS =
      List.of(
          "flame-diff-cpu-grown",
          "flame-diff-cpu-shrunk",
          "flame-diff-alloc-grown",
          "flame-diff-alloc-shrunk");

  @TempDir static Path temp;
  static HeadlessBrowser browser;
  static Path legacy;
  static Path compare;
  static Path hostileCompare;

  @BeforeAll
  static void twoRunsAndTheBrowser() throws IOException {
    browser = HeadlessBrowser.start();
    legacy = VariantRuns.of("legacy");
    Path optimized = VariantRuns.of("optimized");
    compare = compare(legacy, optimized, temp.resolve("compare"));
    Path hostile = HostileRuns.copy(optimized, temp.resolve("hostile"));
    hostileCompare = compare(legacy, hostile, temp.resolve("hostile-compare"));
  }

  private static Path compare(Path baseline, Path candidate, Path out) {
    CommandRun result =
        CommandRun.of(
            "compare", "--out", out.toString(), baseline.toString(), candidate.toString());
    assertEquals(0, result.exitCode(), result.err());
    return out.resolve("compare.html");
  }

  @AfterAll
  static void stopTheBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @Test
  void loadsWithNoErrorNoAlertAndNoRequest() {
    browser.open(compare);
    browser.screenshot("compare");
    browser.screenshot("compare-metrics", "#metrics", 1500);
    browser.assertQuiet();
    List<String> ids =
        FlameGraphFrame.all(browser).stream().map(f -> f.getAttribute("id")).toList();
    assertEquals(DIFF_GRAPHS, ids);
  }

  @Test
  void everyDiffGraphDrawsFitsItsFrameAndZoomsOnAClick() {
    browser.open(compare);
    for (String id : DIFF_GRAPHS) {
      FlameGraphFrame.assertDrawsZoomsAndResets(browser, browser.driver().findElement(By.id(id)));
    }
    browser.screenshot("compare-diff-cpu", "#diff-cpu", 2400);
    browser.screenshot("compare-diff-alloc", "#diff-alloc", 2400);
  }

  /**
   * Each differential graph has its legend, shown, above it, and the frames that moved most stand
   * to the right of the graphs in a 1280 px window, not below them.
   */
  @Test
  void theLegendsShowAndTheShiftsStandBesideTheDiffGraphs() {
    browser.open(compare);
    for (String id : DIFF_GRAPHS) {
      String legendId = id.replace("flame-diff-", "legend-");
      WebElement legend = browser.driver().findElement(By.id(legendId));
      WebElement graph = browser.driver().findElement(By.id(id));
      assertTrue(legend.isDisplayed(), legendId);
      assertEquals(4, legend.findElements(By.cssSelector("li .swatch")).size(), legendId);
      assertTrue(legend.getRect().getY() < graph.getRect().getY(), legendId + " above " + id);
    }
    for (String event : List.of("cpu", "alloc")) {
      WebElement grown = browser.driver().findElement(By.id("flame-diff-" + event + "-grown"));
      WebElement shifts = browser.driver().findElement(By.id("shifts-" + event));
      int graphRight = grown.getRect().getX() + grown.getRect().getWidth();
      assertTrue(shifts.getRect().getX() >= graphRight, event + ": " + shifts.getRect().getX());
      assertTrue(shifts.getRect().getY() < grown.getRect().getY() + 400, event + " beside");
    }
  }

  @Test
  void theWarmupCurvesDraw() {
    browser.open(compare);
    browser.screenshot("compare-warmup", "#warmup", 600);
    List<WebElement> canvases =
        browser.driver().findElements(By.cssSelector("#chart-warmup-compare .uplot canvas"));
    assertEquals(1, canvases.size());
    WebElement canvas = canvases.getFirst();
    assertTrue(canvas.getSize().getWidth() >= 480, canvas.getSize().toString());
    assertTrue(browser.inkedPixels(canvas) > 1000, "the warm-up chart is blank");
    assertEquals(
        List.of("second of load", "baseline OK/s", "candidate OK/s"),
        browser.script(
            "return document.getElementById('chart-warmup-compare').uplot.series.map(s => s.label)"));
  }

  @Test
  void twoSetsWarmupCurvesDrawEveryRunThinAndEachSidesMedianThick() {
    browser.open(SetRuns.compare());
    browser.screenshot("set-compare-warmup", "#warmup", 600);
    browser.screenshot("set-compare-gc-jit", "#gc", 900);
    browser.assertQuiet();
    @SuppressWarnings("unchecked")
    List<String> labels =
        (List<String>)
            browser.script(
                "return document.getElementById('chart-warmup-compare').uplot.series.map(s =>"
                    + " s.label)");
    List<String> expected = new java.util.ArrayList<>(List.of("second of load"));
    for (String side : List.of("baseline", "candidate")) {
      for (int run = 1; run <= SetRuns.REPEATS; run++) {
        expected.add(side + " run " + run);
      }
    }
    expected.addAll(List.of("baseline OK/s (median)", "candidate OK/s (median)"));
    assertEquals(expected, labels);
    WebElement canvas =
        browser.driver().findElement(By.cssSelector("#chart-warmup-compare .uplot canvas"));
    assertTrue(browser.inkedPixels(canvas) > 1000, "the warm-up chart is blank");
  }

  @Test
  void hostileFrameNamesShowAsTextAndRunNothing() {
    browser.open(hostileCompare);
    browser.screenshot("hostile-compare-cpu", "#diff-cpu", 2400);
    browser.assertQuiet();
    String shifts = browser.driver().findElement(By.id("shifts-cpu")).getText();
    // The stack reader writes a class name's slashes as dots.
    assertTrue(shifts.contains("<script>alert(1)<.script>"), shifts);
    assertTrue(shifts.contains(HostileRuns.IMG_FRAME), shifts);
    assertFalse(HostileRuns.injectedInto(browser), "an injected element made it into the page");
    WebElement grown = browser.driver().findElement(By.id("flame-diff-cpu-grown"));
    FlameGraphFrame graph = FlameGraphFrame.enter(browser, grown);
    List<String> names = graph.frameNames();
    assertTrue(names.contains(HostileRuns.SCRIPT_FRAME), names.toString());
    assertTrue(names.contains(HostileRuns.IMG_FRAME), names.toString());
    assertFalse(
        HostileRuns.injectedInto(browser), "an injected element made it into the flame graph");
    browser.driver().switchTo().defaultContent();
  }
}
