package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the machine's Chromium and chromedriver for the browser tests: without them the tests are
 * skipped with a notice naming what is missing, except under {@code CI=true}, where they fail.
 */
record BrowserLookup(Path chromium, Path chromedriver) {

  private static final List<String> BROWSERS =
      List.of("chromium", "chromium-browser", "google-chrome");

  /** The browser and its driver on this JVM's PATH, or the test is skipped (failed on CI). */
  static BrowserLookup require() {
    return require(System.getenv().getOrDefault("PATH", ""), System.getenv("CI"));
  }

  /**
   * The browser and its driver on {@code path} (directories joined as in PATH), or the test is
   * skipped with a printed notice naming what is missing; failed instead when {@code ci} is "true".
   */
  static BrowserLookup require(String path, String ci) {
    Optional<Path> browser =
        BROWSERS.stream().flatMap(name -> onPath(path, name).stream()).findFirst();
    Optional<Path> driver = onPath(path, "chromedriver");
    List<String> missing = new ArrayList<>();
    browser.ifPresentOrElse(b -> {}, () -> missing.add("chromium"));
    driver.ifPresentOrElse(d -> {}, () -> missing.add("chromedriver"));
    if (!missing.isEmpty()) {
      missingBrowser(
          "browser tests need a headless Chromium: "
              + String.join(" and ", missing)
              + " not found on the PATH (apt-get install chromium chromium-driver; scripts/test"
              + " does it as root)",
          ci);
    }
    return new BrowserLookup(browser.orElseThrow(), driver.orElseThrow());
  }

  /** Skips the test with {@code notice}, printed too, or fails it when {@code ci} is "true". */
  private static void missingBrowser(String notice, String ci) {
    System.err.println("perfkit: " + notice);
    if ("true".equals(ci)) {
      fail(notice + " (CI=true: a missing browser is a failure)");
    }
    Assumptions.abort(notice);
  }

  private static Optional<Path> onPath(String path, String name) {
    for (String dir : path.split(File.pathSeparator)) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
      if (Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
