package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.history.store.HistoryStore;
import dev.perfkit.analyzers.history.store.StoreAddress;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * history.html, as {@code perfkit history show --html} writes it, in a real headless Chromium,
 * offline: no error and no request, a chart per metric, the change point drawn where it is and only
 * there, each point linking its commit, and hostile commit names shown as text. The screenshot
 * lands in target/screenshots/history.png.
 */
class HistoryBrowserTest {

  /** A commit name that would run script if the page placed it as markup. */
  static final String IMG_COMMIT = "<img src=x onerror=alert(1)>";

  static final String SCRIPT_COMMIT = "\"><script>alert(2)</script>";

  /** The regressing commit: CPU per request is 10% higher from it on. */
  static final int SHIFT = 24;

  @TempDir static Path temp;
  static HeadlessBrowser browser;
  static Path linked;
  static Path unlinked;

  @BeforeAll
  static void aHistoryAndItsPages() throws IOException {
    Path db = temp.resolve("history.db");
    try (HistoryStore store = HistoryStore.open(StoreAddress.ofFile(db))) {
      for (int i = 0; i < 30; i++) {
        String commit = i == 3 ? IMG_COMMIT : i == 7 ? SCRIPT_COMMIT : "c" + i;
        double cpu = (i < SHIFT ? 0.100 : 0.110) + (i % 3) / 1000.0;
        store.record(HistoryChangesCommandTest.entry(commit, "main", i, cpu, 1000 + i % 4));
      }
    }
    linked = show(db, "linked.html", "--commit-url", "https://example.org/repo/commit/{sha}");
    unlinked = show(db, "unlinked.html");
    browser = HeadlessBrowser.start();
  }

  private static Path show(Path db, String name, String... extra) {
    Path html = temp.resolve(name);
    List<String> args =
        new ArrayList<>(
            List.of("history", "show", "--db", db.toString(), "--html", html.toString()));
    args.addAll(List.of(extra));
    CommandRun result = CommandRun.of(args.toArray(String[]::new));
    assertEquals(0, result.exitCode(), result.err());
    return html;
  }

  @AfterAll
  static void stopTheBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @Test
  void aChartPerMetricWithTheChangePointMarkedAndNoError() {
    browser.open(linked);
    browser.screenshot("history", "body", 1400);
    browser.assertQuiet();
    List<WebElement> sections = browser.driver().findElements(By.cssSelector("section.metric"));
    // In the catalog's order, throughput first.
    assertEquals(
        List.of("throughput", "cpu-time-per-request"),
        sections.stream().map(s -> s.getAttribute("data-metric")).toList());
    for (WebElement section : sections) {
      WebElement canvas = section.findElement(By.cssSelector(".uplot canvas"));
      assertTrue(browser.inkedPixels(canvas) > 1000, "a blank chart");
    }
    assertEquals(
        List.of((long) SHIFT),
        browser.script(
            "const u = document.getElementById('chart-1').uplot;"
                + " return u.data[2].flatMap((v, i) => v == null ? [] : [i]);"));
    assertEquals(
        "change points",
        browser.script("return document.getElementById('chart-1').uplot.series[2].label"));
    long cpuRed = redPixels(sections.get(1));
    long throughputRed = redPixels(sections.get(0));
    assertTrue(cpuRed > 100, "the change point's line and ring: " + cpuRed + " red pixels");
    assertEquals(0, throughputRed, "a flat series has no change point drawn");
    List<WebElement> rows = sections.get(1).findElements(By.cssSelector("tr.change-point"));
    assertEquals(1, rows.size());
    assertTrue(
        rows.getFirst().getText().startsWith("#25 c24 regression +"), rows.getFirst().getText());
  }

  /** Pixels of the section's chart in the regression colour, #b00020, give or take antialiasing. */
  private static long redPixels(WebElement section) {
    WebElement canvas = section.findElement(By.cssSelector(".uplot canvas"));
    Object count =
        browser.script(
            """
            const c = arguments[0];
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let n = 0;
            for (let i = 0; i < d.length; i += 4) {
              if (d[i + 3] > 200 && d[i] > 140 && d[i + 1] < 70 && d[i + 2] < 90) n++;
            }
            return n;
            """,
            canvas);
    return ((Number) count).longValue();
  }

  @Test
  void eachPointLinksItsCommitAndOnlyWithACommitUrl() {
    browser.open(linked);
    List<String> hrefs =
        browser.driver().findElements(By.cssSelector("#metric-1 table.points a")).stream()
            .map(a -> a.getAttribute("href"))
            .toList();
    assertEquals(30, hrefs.size());
    assertEquals("https://example.org/repo/commit/c0", hrefs.getFirst());
    assertEquals(
        "https://example.org/repo/commit/%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E", hrefs.get(3));
    assertEquals(
        "https://example.org/repo/commit/c24",
        browser
            .driver()
            .findElement(By.cssSelector("#metric-1 tr.change-point a"))
            .getAttribute("href"));
    browser.open(unlinked);
    browser.assertQuiet();
    assertEquals(0, browser.driver().findElements(By.cssSelector("a[href]")).size());
  }

  @Test
  void hostileCommitNamesShowAsText() {
    browser.open(linked);
    browser.assertQuiet();
    String points =
        (String)
            browser.script("return document.querySelector('#metric-1 table.points').textContent");
    assertTrue(points.contains(IMG_COMMIT), points);
    assertTrue(points.contains(SCRIPT_COMMIT), points);
    assertFalse(
        (Boolean) browser.script("return document.querySelector('img, main script') !== null"),
        "an injected element made it into the page");
  }
}
