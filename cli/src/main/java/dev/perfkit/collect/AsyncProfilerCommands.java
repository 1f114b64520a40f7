package dev.perfkit.collect;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import one.profiler.AsyncProfilerLoader;

/**
 * Talks to a running JVM through async-profiler's {@code asprof}, as bundled by ap-loader: starts
 * and stops the profiler and runs diagnostic commands ({@code jcmd}) over the attach mechanism, so
 * that attaching needs no JDK tools on the machine.
 */
public final class AsyncProfilerCommands {

  private final long pid;

  public AsyncProfilerCommands(long pid) {
    this.pid = pid;
  }

  /** Starts profiling the events into a JFR file. */
  public void start(EventSelection events, Path jfrFile) {
    String output = run(events.asprofStartArguments(jfrFile));
    if (!output.contains("started")) {
      throw new CollectException("process " + pid + ": async-profiler did not start: " + output);
    }
  }

  /** Stops profiling; async-profiler finishes the JFR file it was started with. */
  public void stop(Path jfrFile) {
    run(List.of("stop", "-o", "jfr", "-f", jfrFile.toString()));
  }

  /** Runs a diagnostic command in the JVM and returns its answer. */
  public String jcmd(String command) {
    return run(List.of("jcmd", Long.toString(pid), command));
  }

  private String run(List<String> arguments) {
    List<String> args = new ArrayList<>(arguments);
    if (!arguments.get(0).equals("jcmd")) {
      args.add(Long.toString(pid)); // asprof wants the pid last, except for jcmd (before it)
    }
    try {
      AsyncProfilerLoader.ExecutionResult result =
          AsyncProfilerLoader.executeProfiler(args.toArray(String[]::new));
      return (result.getStdout() + "\n" + result.getStderr()).strip();
    } catch (IOException e) {
      throw new CollectException(
          "process " + pid + ": " + arguments.get(0) + " failed: " + oneLine(e.getMessage()), e);
    }
  }

  /** A multi-line answer of asprof or jcmd in one line, for a message. */
  static String oneLine(String text) {
    return text == null ? "no message" : text.strip().replaceAll("\\s*\\n\\s*", " | ");
  }
}
