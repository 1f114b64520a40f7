package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One short real run of the bundled server per variant, made once in the test JVM for every class
 * that compares them; tests read the runs and write elsewhere. The runs go when the JVM exits.
 */
final class VariantRuns {

  private static final Map<String, Path> RUNS = new HashMap<>();
  private static Path root;

  private VariantRuns() {}

  /** The run directory of {@code perfkit run --variant VARIANT --duration 3s --warmup 0}. */
  static Path of(String variant) {
    return made(variant, "--variant", variant, "--duration", "3s", "--warmup", "0");
  }

  /**
   * The run directory {@code name} (below the tests' runs), made once per test JVM by {@code
   * perfkit run --out DIR OPTIONS}.
   */
  static synchronized Path made(String name, String... options) {
    Path dir = RUNS.get(name);
    if (dir == null) {
      dir = root().resolve(name);
      List<String> args = new ArrayList<>(List.of("run", "--out", dir.toString()));
      args.addAll(List.of(options));
      CommandRun result = CommandRun.of(args.toArray(String[]::new));
      assertEquals(0, result.exitCode(), result.err());
      RUNS.put(name, dir);
    }
    return dir;
  }

  /** The folder of the runs made for tests, deleted when the test JVM exits. */
  static synchronized Path root() {
    if (root == null) {
      try {
        root = Files.createTempDirectory("perfkit-variant-runs");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      Path created = root;
      Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(created)));
    }
    return root;
  }

  private static void delete(Path tree) {
    try (Stream<Path> paths = Files.walk(tree)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException e) {
      // A leftover temporary directory is no test's failure.
    }
  }
}
