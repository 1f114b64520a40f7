package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * One of a report's embedded flame graphs (async-profiler's page in an iframe), as a user works it:
 * the browser is switched into its frame while this is used.
 */
final class FlameGraphFrame {

  /** A fingerprint of what the canvas shows, pixel by pixel. */
  private static final String FINGERPRINT =
      """
      const c = document.getElementById('canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let h = 0;
      for (let i = 0; i < d.length; i++) h = (Math.imul(h, 31) + d[i]) | 0;
      return h;
      """;

  /**
   * Moves the mouse over, then clicks, the widest frame of the lowest level narrower than the root:
   * the page finds the frame from the event's offset, as for a user's click.
   */
  private static final String CLICK_A_FRAME =
      """
      const all = levels[0][0];
      for (let h = 1; h < levels.length; h++) {
        const narrower = levels[h].filter(f => f.width < all.width);
        if (narrower.length === 0) continue;
        const f = narrower.reduce((a, b) => b.width > a.width ? b : a);
        const r = canvas.getBoundingClientRect();
        const x = (f.left - root.left) * px + f.width * px / 2;
        const y = inverted ? h * 16 + 8 : canvas.offsetHeight - (h + 1) * 16 + 8;
        const at = {clientX: r.left + x, clientY: r.top + y, bubbles: true};
        canvas.dispatchEvent(new MouseEvent('mousemove', at));
        canvas.dispatchEvent(new MouseEvent('click', at));
        return f.title;
      }
      return null;
      """;

  private final HeadlessBrowser browser;

  private FlameGraphFrame(HeadlessBrowser browser) {
    this.browser = browser;
  }

  /** The report's flame graph iframes. */
  static List<WebElement> all(HeadlessBrowser browser) {
    browser.driver().switchTo().defaultContent();
    return browser.driver().findElements(By.cssSelector("iframe.flamegraph"));
  }

  /**
   * Asserts that {@code iframe} is as tall as async-profiler's page in it, up to 85% of the window,
   * and scrolled to the page's bottom, where the graph's base is.
   */
  @SuppressWarnings("unchecked")
  static void assertFitted(HeadlessBrowser browser, WebElement iframe) {
    browser.driver().switchTo().defaultContent();
    List<Number> sizes =
        (List<Number>)
            browser.script(
                "const f = arguments[0]; return [f.contentDocument.documentElement.scrollHeight,"
                    + " f.clientHeight, window.innerHeight, f.contentWindow.scrollY];",
                iframe);
    long page = sizes.get(0).longValue();
    long frame = sizes.get(1).longValue();
    long window = sizes.get(2).longValue();
    long scrolledTo = sizes.get(3).longValue();
    String name = iframe.getAttribute("title");
    assertEquals(Math.min(page, Math.round(window * 0.85)), frame, name);
    assertTrue(scrolledTo + frame >= page, name + " is not scrolled to its base");
  }

  /**
   * Asserts that {@code iframe} fits its page, draws, zooms on a click and draws the whole again on
   * a reset; leaves the browser in the page.
   */
  static void assertDrawsZoomsAndResets(HeadlessBrowser browser, WebElement iframe) {
    String name = iframe.getAttribute("title");
    assertFitted(browser, iframe);
    FlameGraphFrame graph = enter(browser, iframe);
    assertTrue(browser.inkedPixels(graph.canvas()) > 10_000, name + " is blank");
    // The first drawing is on a transparent canvas, later ones over white: compare like with like.
    graph.resetZoom();
    long whole = graph.fingerprint();
    assertEquals(0, graph.zoomLevel(), name);
    assertNotNull(graph.clickAFrame(), name + " has no frame narrower than the whole");
    assertTrue(graph.zoomLevel() > 0, name + " did not zoom");
    assertNotEquals(whole, graph.fingerprint(), name + " drew the same after the zoom");
    graph.resetZoom();
    assertEquals(0, graph.zoomLevel(), name);
    assertEquals(whole, graph.fingerprint(), name + " did not draw the whole again");
    browser.driver().switchTo().defaultContent();
  }

  /** Switches into {@code iframe}. */
  static FlameGraphFrame enter(HeadlessBrowser browser, WebElement iframe) {
    browser.driver().switchTo().frame(iframe);
    return new FlameGraphFrame(browser);
  }

  WebElement canvas() {
    return browser.driver().findElement(By.id("canvas"));
  }

  long fingerprint() {
    return ((Number) browser.script(FINGERPRINT)).longValue();
  }

  /** The level of the frame the graph is zoomed to: 0 when it shows everything. */
  long zoomLevel() {
    return ((Number) browser.script("return root.level")).longValue();
  }

  /** Clicks a frame narrower than the whole graph and returns its name. */
  String clickAFrame() {
    return (String) browser.script(CLICK_A_FRAME);
  }

  /** Resets the zoom with the page's own key, 0. */
  void resetZoom() {
    browser.script("window.dispatchEvent(new KeyboardEvent('keydown', {key: '0'}))");
  }

  /** Every frame name the graph holds, at every level. */
  @SuppressWarnings("unchecked")
  List<String> frameNames() {
    return (List<String>) browser.script("return levels.flat().map(f => f.title)");
  }

  /** Pixels drawn in the search's highlight colour, #ee00ee. */
  long highlightedPixels() {
    Object count =
        browser.script(
            """
            const c = document.getElementById('canvas');
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let n = 0;
            for (let i = 0; i < d.length; i += 4) {
              if (d[i] === 0xee && d[i + 1] === 0 && d[i + 2] === 0xee) n++;
            }
            return n;
            """);
    return ((Number) count).longValue();
  }

  /** Searches through the page's search button and its prompt, as a user does. */
  void search(String regexp) {
    browser.driver().findElement(By.id("search")).click();
    var prompt = browser.driver().switchTo().alert();
    prompt.sendKeys(regexp);
    prompt.accept();
  }

  /** The search's "Matched:" share, as the page shows it. */
  String matched() {
    return browser.driver().findElement(By.id("matchval")).getText();
  }

  /** Clears the search with the page's clear button. */
  void clearSearch() {
    browser.driver().findElement(By.id("reset")).click();
  }
}
