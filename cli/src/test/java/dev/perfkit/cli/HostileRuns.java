package dev.perfkit.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * A copy of a real run whose CPU stacks end in frames named like markup, for the reports' escaping
 * tests: without the recordings the analysis reads the stacks, so the names reach every part of a
 * page that shows frames.
 */
final class HostileRuns {

  static final String SCRIPT_FRAME = "<script>alert(1)</script>";
  static final String IMG_FRAME = "\"'><img src=x onerror=alert(1)>";

  private HostileRuns() {}

  /** Copies {@code run} to {@code copy} with the two hostile frames added to its CPU stacks. */
  static Path copy(Path run, Path copy) throws IOException {
    TestJvms.copyTree(run, copy);
    for (String gone : List.of("profile.jfr", "recording.jfr", "summary.json", "report.html")) {
      Files.deleteIfExists(copy.resolve(gone));
    }
    Files.writeString(
        copy.resolve("stacks/cpu.collapsed"),
        "java/lang/Thread.run;"
            + SCRIPT_FRAME
            + " 100000\njava/lang/Thread.run;"
            + IMG_FRAME
            + " 60000\n",
        StandardOpenOption.APPEND);
    return copy;
  }

  /**
   * Whether the browser's current frame has an {@code <img src=x>} or a script that calls alert.
   */
  static boolean injectedInto(HeadlessBrowser browser) {
    return (Boolean)
        browser.script(
            "return document.querySelector('img[src=x]') !== null"
                + " || [...document.scripts].some(s => s.textContent.trim() === 'alert(1)')");
  }
}
