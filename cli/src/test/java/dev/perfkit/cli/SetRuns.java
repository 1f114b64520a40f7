package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One real 4-repeat set of the bundled server per variant, made once in the test JVM for every
 * class that shows a set (its pages, its browser checks), kept short: 4 fresh JVMs of 2 s of load,
 * the CPU event alone (the GC and compilation logs are always on). The runs go when the JVM exits.
 */
final class SetRuns {

  static final int REPEATS = 4;

  private SetRuns() {}

  /** The set directory of {@code perfkit run --variant VARIANT --repeat 4 --duration 2s}. */
  static Path of(String variant) {
    return VariantRuns.made(
        "sets/" + variant,
        "--variant",
        variant,
        "--repeat",
        String.valueOf(REPEATS),
        "--duration",
        "2s",
        "--warmup",
        "0",
        "--events",
        "cpu");
  }

  /** The comparison of the legacy set with the optimized one, written once into its own folder. */
  static synchronized Path compare() {
    Path out = root().resolve("compare");
    if (!Files.isRegularFile(out.resolve("compare.html"))) {
      CommandRun result =
          CommandRun.of(
              "compare",
              "--out",
              out.toString(),
              of("legacy").toString(),
              of("optimized").toString());
      assertEquals(0, result.exitCode(), result.err());
    }
    return out.resolve("compare.html");
  }

  /** Beside the variant runs, and gone with them when the JVM exits. */
  private static Path root() {
    return VariantRuns.root().resolve("sets");
  }
}
