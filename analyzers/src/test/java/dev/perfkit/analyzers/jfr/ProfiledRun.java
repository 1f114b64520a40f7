package dev.perfkit.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import one.profiler.AsyncProfilerLoader;

/**
 * Runs {@link Workload} in a child JVM under the JVM's flight recorder and async-profiler, and
 * converts with async-profiler's converter: the real files the reader tests read.
 */
public final class ProfiledRun {

  private static final long WORKLOAD_MILLIS = 2500;

  private ProfiledRun() {}

  /** The JVM's own recording ({@code profile} settings, inlining and every compilation). */
  public static Path jvmRecording(Path dir) throws IOException, InterruptedException {
    Path jfr = dir.resolve("recording.jfr");
    runWorkload(
        List.of(
            "-XX:StartFlightRecording=filename="
                + jfr
                + ",settings=profile,jdk.CompilerInlining#enabled=true,"
                + "jdk.Compilation#enabled=true,jdk.Compilation#threshold=0ms"));
    return jfr;
  }

  /**
   * The one chunk, never closed, that a JVM which died while recording ({@link DyingRecorder},
   * {@code gcs} collections, serial GC logged to {@code gc.log} in {@code dir}) left in its JFR
   * repository, {@code dir/repository}.
   */
  public static Path dyingRecording(Path dir, int gcs) throws IOException, InterruptedException {
    Path repository = dir.resolve("repository");
    run(
        List.of(
            java(),
            "-XX:+UseSerialGC",
            "-Xms256m",
            "-Xmx256m",
            "-Xlog:gc:file=" + dir.resolve("gc.log"),
            "-XX:StartFlightRecording=filename=" + dir.resolve("never-written.jfr"),
            "-XX:FlightRecorderOptions=repository=" + repository,
            "-cp",
            codeSource(DyingRecorder.class),
            DyingRecorder.class.getName(),
            Integer.toString(gcs)),
        3);
    try (var chunks = Files.walk(repository)) {
      return chunks
          .filter(path -> path.toString().endsWith(".jfr"))
          .findFirst()
          .orElseThrow(() -> new IOException("no chunk in " + repository));
    }
  }

  /**
   * async-profiler's recording of cpu, alloc and lock at once. CPU samples every 2 ms, not the
   * default 10: the dominant-frame rule wants 50 samples, and on a loaded machine (the run once
   * took 2.5 times as long) 2.5 s of workload got fewer than 50 at 10 ms.
   */
  public static Path profilerRecording(Path dir) throws IOException, InterruptedException {
    Path jfr = dir.resolve("profile.jfr");
    runWorkload(List.of(agent("start,event=cpu,interval=2ms,alloc,lock,file=" + jfr)));
    return jfr;
  }

  /**
   * async-profiler's recording of cpu (every 2 ms) and alloc of another program's {@code main}, run
   * for the workload's time, into {@code dir/profile.jfr}.
   */
  public static Path profilerRecording(Path dir, Class<?> program)
      throws IOException, InterruptedException {
    Path jfr = dir.resolve("profile.jfr");
    runWorkload(List.of(agent("start,event=cpu,interval=2ms,alloc,file=" + jfr)), program);
    return jfr;
  }

  /** async-profiler's recording of cpu and wall clock at once. */
  public static Path cpuAndWallRecording(Path dir) throws IOException, InterruptedException {
    Path jfr = dir.resolve("cpu-wall.jfr");
    runWorkload(List.of(agent("start,event=cpu,wall=20ms,file=" + jfr)));
    return jfr;
  }

  /** async-profiler's recording with the JVM's own ({@code jfrsync}) in the same file. */
  public static Path syncedRecording(Path dir) throws IOException, InterruptedException {
    Path jfr = dir.resolve("synced.jfr");
    runWorkload(List.of(agent("start,event=cpu,alloc,lock,jfrsync=profile,file=" + jfr)));
    return jfr;
  }

  /** async-profiler's own collapsed output of one event, split by thread and with frame types. */
  public static Path collapsed(Path dir, String event) throws IOException, InterruptedException {
    Path file = dir.resolve(event + ".collapsed");
    runWorkload(List.of(agent("start,event=" + event + ",threads,ann,collapsed,file=" + file)));
    return file;
  }

  /** Converts a JFR file with async-profiler's converter ({@code options} such as --alloc). */
  public static Path convert(Path jfr, Path out, String... options)
      throws IOException, InterruptedException {
    List<String> command =
        new ArrayList<>(List.of(java(), "-cp", converterJar(), "one.convert.Main"));
    command.addAll(List.of(options));
    command.addAll(List.of("-o", "collapsed", jfr.toString(), out.toString()));
    run(command, 0);
    return out;
  }

  /** The JDK's {@code jfr} tool's output for {@code args}. */
  public static String jfrTool(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "jfr").toString());
    command.addAll(List.of(args));
    return run(command, 0);
  }

  /** The number the {@code jfr summary} output gives a label: an event type's count, or Chunks:. */
  public static long summaryCount(String summary, String label) {
    Matcher matcher =
        Pattern.compile("(?m)^\\s*" + Pattern.quote(label) + "\\s+(\\d+)").matcher(summary);
    if (!matcher.find()) {
      throw new AssertionError(label + " not in summary");
    }
    return Long.parseLong(matcher.group(1));
  }

  private static String agent(String options) throws IOException {
    return "-agentpath:" + AsyncProfilerLoader.getAsyncProfilerPath() + "=" + options;
  }

  private static void runWorkload(List<String> flags) throws IOException, InterruptedException {
    runWorkload(flags, Workload.class);
  }

  private static void runWorkload(List<String> flags, Class<?> program)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(java(), "-Xmx256m"));
    command.addAll(flags);
    command.addAll(List.of("-cp", codeSource(program), program.getName(), "" + WORKLOAD_MILLIS));
    run(command, 0);
  }

  private static String run(List<String> command, int expectedExit)
      throws IOException, InterruptedException {
    Path output = Files.createTempFile("perfkit-child", ".out");
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(output.toFile())
              .start();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IOException("child did not finish in 60 s: " + command);
      }
      String text = Files.readString(output);
      if (process.exitValue() != expectedExit) {
        throw new IOException(
            "child failed (" + process.exitValue() + "): " + command + "\n" + text);
      }
      return text;
    } finally {
      Files.deleteIfExists(output);
    }
  }

  private static String java() {
    return ProcessHandle.current().info().command().orElseThrow();
  }

  private static String converterJar() {
    return codeSource(AsyncProfilerLoader.class);
  }

  private static String codeSource(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
