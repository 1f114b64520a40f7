package dev.perfkit.analyzers.logs;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Launches {@link LogWorkload} in a child JVM of the same JDK as the tests run on. */
public final class ChildJvm {

  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  private ChildJvm() {}

  /** Runs the workload for {@code seconds} with the given JVM options; fails on a non-zero exit. */
  public static void run(double seconds, List<String> jvmOptions, Path workingDirectory)
      throws IOException, InterruptedException {
    Process process = start(seconds, jvmOptions, workingDirectory);
    if (!process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException("child JVM did not finish in " + TIMEOUT);
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException("child JVM exited with " + process.exitValue());
    }
  }

  /**
   * The options that make the workload write its compilation log to {@code logFile} in a 64 MB
   * heap, followed by {@code more}.
   */
  public static List<String> compilationLogOptions(Path logFile, String... more) {
    List<String> options = new ArrayList<>();
    options.addAll(
        List.of(
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:+LogCompilation",
            "-XX:LogFile=" + logFile,
            "-Xmx64m"));
    options.addAll(List.of(more));
    return options;
  }

  /** Starts the workload and returns at once; the caller ends the process. */
  public static Process start(double seconds, List<String> jvmOptions, Path workingDirectory)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", testClasses(), LogWorkload.class.getName(), "" + seconds));
    return new ProcessBuilder(command)
        .directory(workingDirectory.toFile())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(workingDirectory.resolve("child.err").toFile())
        .start();
  }

  private static String testClasses() {
    try {
      return Path.of(LogWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
