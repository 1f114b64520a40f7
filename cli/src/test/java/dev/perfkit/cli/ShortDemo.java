package dev.perfkit.cli;

import java.nio.file.Path;

/**
 * One short real {@code perfkit demo}, made once in the test JVM for every class that reads it (its
 * text, its pages), so that the suite pays for its sixteen JVMs once: 4 one-second runs a side, the
 * fewest with which the exact test can reach p < 0.05. The CPU and allocation profiles (the
 * compilation log is always on: an inlining failure's heat is read from the CPU profile), and a
 * timeout no cold start reaches: a run most of whose requests failed would end the demo. The runs
 * go when the JVM exits.
 */
final class ShortDemo {

  private static CommandRun result;
  private static Path out;

  private ShortDemo() {}

  /** The demo's output: its exit code, its stdout and stderr. */
  static synchronized CommandRun result() {
    if (result == null) {
      out = VariantRuns.root().resolve("demo");
      result =
          CommandRun.of(
              "demo",
              "--out",
              out.toString(),
              "--repeat",
              "4",
              "--duration",
              "1s",
              "--rate",
              "2000",
              "--events",
              "cpu,alloc",
              "--timeout",
              "5s");
    }
    return result;
  }

  /** The directory of its one configuration, nio + virtual threads. */
  static Path config() {
    result();
    return out.resolve("nio-virtual");
  }
}
