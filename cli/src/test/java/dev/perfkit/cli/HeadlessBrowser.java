package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * One headless Chromium, offline, for the report tests: it opens a file, and tells the JavaScript
 * errors, the alerts and the network requests of the page and of every frame in it.
 */
final class HeadlessBrowser implements AutoCloseable {

  /** Where the screenshots go: look at them after a run, they show what the tests saw. */
  static final Path SCREENSHOTS = Path.of("target", "screenshots");

  /**
   * Runs in every document before its own scripts, iframes included: records uncaught errors and
   * rejections, and alerts (which an injected frame name would fire) instead of showing them.
   */
  private static final String COLLECTOR =
      """
      window.__perfkitErrors = [];
      window.__perfkitAlerts = [];
      window.addEventListener('error', e => window.__perfkitErrors.push(
          (e.message || String(e.target && (e.target.src || e.target.href || e.target.tagName)))
          + ' at ' + e.filename + ':' + e.lineno), true);
      window.addEventListener('unhandledrejection', e => window.__perfkitErrors.push(
          'unhandled rejection: ' + e.reason));
      window.alert = message => window.__perfkitAlerts.push(String(message));
      """;

  private static final ObjectMapper JSON = new ObjectMapper();

  private final ChromeDriver driver;
  private String page;

  private HeadlessBrowser(ChromeDriver driver) {
    this.driver = driver;
  }

  /** Starts Chromium headless, with every host unreachable; skips (fails on CI) without one. */
  static HeadlessBrowser start() {
    BrowserLookup found = BrowserLookup.require();
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(found.chromedriver().toFile())
            .usingAnyFreePort()
            .build();
    ChromeDriver driver = new ChromeDriver(service, options(found.chromium()));
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
    driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", COLLECTOR));
    return new HeadlessBrowser(driver);
  }

  private static ChromeOptions options(Path chromium) {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox", // CI runs as root, where Chromium's sandbox refuses to start
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,1000",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Belt and braces: a request the page should not make fails instead of leaving the machine.
        "--proxy-server=127.0.0.1:9",
        "--host-resolver-rules=MAP * ~NOTFOUND");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    logs.enable(LogType.PERFORMANCE, Level.ALL); // the DevTools Network events
    options.setCapability("goog:loggingPrefs", logs);
    return options;
  }

  /** Opens {@code html} and waits until it has loaded and painted twice. */
  void open(Path html) {
    driver.manage().logs().get(LogType.PERFORMANCE); // reading the log empties it
    driver.manage().logs().get(LogType.BROWSER);
    page = html.toAbsolutePath().toUri().toString();
    driver.get(page);
    driver.executeAsyncScript(
        "const done = arguments[0];"
            + " requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");
  }

  /**
   * The URLs the page asked for since {@link #open}, other than itself, {@code data:} and {@code
   * about:} ones: what the DevTools Network domain saw, and every frame's Performance API resource
   * entries.
   */
  List<String> requests() {
    List<String> urls = new ArrayList<>();
    for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
      JsonNode message = json(entry.getMessage()).path("message");
      if (message.path("method").asText().equals("Network.requestWillBeSent")) {
        urls.add(message.at("/params/request/url").asText());
      }
    }
    urls.addAll(fromEveryFrame("return performance.getEntriesByType('resource').map(e => e.name)"));
    return urls.stream().filter(url -> !url.equals(page) && !local(url)).toList();
  }

  private static boolean local(String url) {
    return url.startsWith("data:") || url.startsWith("about:");
  }

  /** The JavaScript errors of the page and its frames, and the console's severe messages. */
  List<String> errors() {
    List<String> errors = new ArrayList<>(fromEveryFrame("return window.__perfkitErrors || []"));
    for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
      if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
        errors.add(entry.getMessage());
      }
    }
    return errors;
  }

  /**
   * Asserts that the page and its frames raised no error, showed no alert and asked for nothing.
   */
  void assertQuiet() {
    assertEquals(List.of(), errors());
    assertEquals(List.of(), alerts());
    assertEquals(List.of(), requests());
  }

  /** The messages of every alert the page or one of its frames tried to show. */
  List<String> alerts() {
    return fromEveryFrame("return window.__perfkitAlerts || []");
  }

  /** What {@code script} returns (a list of strings) in the page and in each frame, recursively. */
  private List<String> fromEveryFrame(String script) {
    driver.switchTo().defaultContent();
    List<String> all = new ArrayList<>();
    collect(script, new ArrayList<>(), all);
    driver.switchTo().defaultContent();
    return all;
  }

  private void collect(String script, List<Integer> path, List<String> into) {
    for (Object value : (List<?>) driver.executeScript(script)) {
      into.add(String.valueOf(value));
    }
    int frames = driver.findElements(By.tagName("iframe")).size();
    for (int i = 0; i < frames; i++) {
      driver.switchTo().frame(i);
      path.add(i);
      collect(script, path, into);
      path.removeLast();
      driver.switchTo().parentFrame();
    }
  }

  /** Runs {@code script} in the current frame. */
  Object script(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  /** Pixels of {@code canvas} that are painted: neither transparent nor white. */
  long inkedPixels(WebElement canvas) {
    Object count =
        script(
            """
            const c = arguments[0];
            if (!c.width || !c.height) return 0;
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let n = 0;
            for (let i = 0; i < d.length; i += 4) {
              if (d[i + 3] > 0 && !(d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255)) n++;
            }
            return n;
            """,
            canvas);
    return ((Number) count).longValue();
  }

  /** Saves what the first screen of the page shows as {@code target/screenshots/NAME.png}. */
  Path screenshot(String name) {
    return screenshot(name, "body", 1000);
  }

  /**
   * Saves the element {@code selector} finds in the page (its top {@code maxHeight} CSS pixels) as
   * {@code target/screenshots/NAME.png}: one section at a time, at a size one can read.
   */
  @SuppressWarnings("unchecked")
  Path screenshot(String name, String selector, int maxHeight) {
    driver.switchTo().defaultContent();
    Map<String, Object> box =
        (Map<String, Object>)
            script(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                    + " return {x: r.left + scrollX, y: r.top + scrollY, width: r.width,"
                    + " height: Math.min(r.height, arguments[1]), scale: 1};",
                selector,
                maxHeight);
    Map<String, Object> shot =
        driver.executeCdpCommand(
            "Page.captureScreenshot",
            Map.of("format", "png", "captureBeyondViewport", true, "clip", box));
    try {
      Files.createDirectories(SCREENSHOTS);
      Path file = SCREENSHOTS.resolve(name + ".png");
      Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Selenium driver, for what the methods above do not cover (frames, clicks, prompts). */
  ChromeDriver driver() {
    return driver;
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    driver.quit();
  }
}
