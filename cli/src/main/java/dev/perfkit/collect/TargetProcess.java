package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A target JVM that perfkit started: its output goes to {@code logs/target.out} and {@code
 * logs/target.err}, it is ready when its {@link Readiness} says so, and it is stopped with SIGTERM
 * so that the JVM flushes its compilation log and recordings.
 */
public final class TargetProcess {

  private final Process process;
  private final OutputPump out;
  private final OutputPump err;
  private final AtomicReference<Matcher> readyLine = new AtomicReference<>();

  private TargetProcess(
      List<String> command, RunDirectory dir, Pattern readyPattern, Consumer<String> outWatcher)
      throws IOException {
    this.process = new ProcessBuilder(command).start();
    process.getOutputStream().close();
    Consumer<String> readyWatcher = line -> watchReady(readyPattern, line);
    this.out =
        new OutputPump(
            process.getInputStream(),
            dir.targetOut(),
            readyWatcher.andThen(outWatcher),
            "target-stdout");
    this.err =
        new OutputPump(process.getErrorStream(), dir.targetErr(), readyWatcher, "target-stderr");
    out.start();
    err.start();
  }

  /**
   * Starts the command; {@code outWatcher} sees every stdout line (for the server's own counts).
   */
  public static TargetProcess start(
      List<String> command, RunDirectory dir, Readiness readiness, Consumer<String> outWatcher) {
    try {
      return new TargetProcess(command, dir, readiness.linePattern(), outWatcher);
    } catch (IOException e) {
      throw new TargetFailure(
          "cannot start the target '" + command.get(0) + "': " + e.getMessage());
    }
  }

  private void watchReady(Pattern pattern, String line) {
    if (pattern != null && readyLine.get() == null) {
      Matcher matcher = pattern.matcher(line);
      if (matcher.find()) {
        readyLine.compareAndSet(null, matcher);
      }
    }
  }

  /**
   * Waits until the target is ready and returns the matching line (null for a port check); fails
   * when it exits first or the timeout passes. {@code stopRequested} ends the wait early (Ctrl-C).
   */
  public Matcher awaitReady(Readiness readiness, Duration timeout, StopSignal stopRequested) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!readiness.isReady(readyLine.get())) {
      if (!process.isAlive()) {
        throw new TargetFailure("the target exited before it was ready: " + exitDescription());
      }
      if (System.nanoTime() > deadline) {
        throw new TargetFailure(
            "the target was not ready after "
                + timeout.toSeconds()
                + " s: "
                + readiness.describe());
      }
      if (stopRequested.isRequested()) {
        return null;
      }
      sleep(50);
    }
    return readyLine.get();
  }

  /** Runs {@code action} on another thread when the process exits, however it exits. */
  public void onExit(Runnable action) {
    process.onExit().thenRun(action);
  }

  public long pid() {
    return process.pid();
  }

  /**
   * Sends SIGTERM, waits up to {@code timeout} for the JVM to finish its shutdown (which writes the
   * recordings and merges the compilation log), then kills it. Returns a problem to report, or null
   * when it stopped in time.
   */
  public String stop(Duration timeout) {
    if (process.isAlive()) {
      // The handle only signals (SIGTERM); Process.destroy() would also close our end of the
      // pipes and lose the target's last lines, such as the server's count of handled requests.
      process.toHandle().destroy();
    }
    String problem = null;
    try {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        problem =
            "the target did not stop within "
                + timeout.toSeconds()
                + " s of SIGTERM and was killed; its recordings and compilation log may be cut";
        process.toHandle().destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.toHandle().destroyForcibly();
    }
    awaitOutput();
    return problem;
  }

  /** Waits until the output files hold everything the process wrote. */
  private void awaitOutput() {
    out.await(5_000);
    err.await(5_000);
  }

  /** The exit code, or null while it runs. */
  public Integer exitCode() {
    return process.isAlive() ? null : process.exitValue();
  }

  /** "exit code N; last stderr lines: ..." in one line, for messages. */
  public String exitDescription() {
    awaitOutput();
    String description = "exit code " + process.exitValue();
    List<String> last = err.lastLines().isEmpty() ? out.lastLines() : err.lastLines();
    if (!last.isEmpty()) {
      int from = Math.max(0, last.size() - 3);
      description += "; last output: " + String.join(" | ", last.subList(from, last.size()));
    }
    return description;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
