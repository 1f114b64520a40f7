package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the third-party test files are: {@code ../shared/real-inputs} beside the project's root (it
 * is there in CI). A test that needs them is skipped, not failed, where they are not.
 */
public final class RealInputs {

  private RealInputs() {}

  /** The folder, or a skipped test when it is not beside the project. */
  public static Path folder() {
    Path root = Path.of("").toAbsolutePath();
    while (root != null && !Files.exists(root.resolve("mvnw"))) {
      root = root.getParent();
    }
    assumeTrue(root != null && root.getParent() != null, "no project root above the test");
    Path folder = root.resolveSibling("shared").resolve("real-inputs");
    assumeTrue(Files.isDirectory(folder), "no real inputs at " + folder);
    return folder;
  }

  /** One file of the folder, such as {@code jfr/jmc-jdk21.jfr}. */
  public static Path file(String relative) {
    return folder().resolve(relative);
  }
}
