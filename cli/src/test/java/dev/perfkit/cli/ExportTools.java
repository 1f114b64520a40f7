package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The independent readers of exported profiles, built by scripts/test from their Go sources into
 * target/tools: Google's {@code pprof} (module github.com/google/pprof) and {@code otlp-total}
 * (scripts/tools/otlp-total, the OpenTelemetry project's Go bindings). Found in the directory the
 * system property {@code perfkit.tools} names, then in the project's target/tools, then on the
 * PATH; missing, the test is skipped with a notice, or fails under {@code CI=true}.
 */
final class ExportTools {

  private ExportTools() {}

  /** The tool's executable, or the test is skipped (failed on CI). */
  static Path require(String name) {
    List<String> dirs = new ArrayList<>();
    String property = System.getProperty("perfkit.tools");
    if (property != null) {
      dirs.add(property);
    }
    dirs.add(Path.of("..", "target", "tools").toString());
    dirs.addAll(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
    Optional<Path> found =
        dirs.stream()
            .map(dir -> Path.of(dir.isEmpty() ? "." : dir, name))
            .filter(Files::isExecutable)
            .findFirst();
    if (found.isEmpty()) {
      String notice =
          "export tests need "
              + name
              + ": not in target/tools nor on the PATH (scripts/test"
              + " builds it with go)";
      System.err.println("perfkit: " + notice);
      if ("true".equals(System.getenv("CI"))) {
        fail(notice + " (CI=true: a missing tool is a failure)");
      }
      Assumptions.abort(notice);
    }
    return found.orElseThrow();
  }

  /** The tool's standard output; fails the test on a non-zero exit. */
  static String run(Path tool, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(tool.toString()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
    process.getOutputStream().close();
    // Both tools write a few lines to stderr at most: reading stdout first cannot block on it.
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    byte[] err = process.getErrorStream().readAllBytes();
    if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
      fail(command + " failed: " + new String(err, StandardCharsets.UTF_8));
    }
    return out;
  }
}
