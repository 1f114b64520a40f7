package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Shared helpers for the collection tests: real child JVMs, the JDK's tools, perfkit itself. */
public final class TestJvms {

  /** The OK count of a progress line (counts print as 1,234). */
  private static final Pattern OK_COUNT = Pattern.compile("\\| OK ([0-9,]+) ");

  /** {@link HttpTestTarget}'s whole first line, with the port it bound. */
  private static final Pattern LISTENING = Pattern.compile("listening on (\\d+)\n");

  private TestJvms() {}

  static String java() {
    return ProcessHandle.current().info().command().orElseThrow();
  }

  /** A JDK tool (jfr, jcmd) next to the java running the tests. */
  public static String jdkTool(String name) {
    return Path.of(System.getProperty("java.home"), "bin", name).toString();
  }

  /** {@code java [flags] -cp <test classpath> mainClass args}, output to files in {@code dir}. */
  public static Process startJava(Path dir, List<String> flags, String mainClass, String... args)
      throws IOException {
    return start(dir, javaCommand(flags, mainClass, args));
  }

  /** Starts {@code command}, its output to {@code dir/stdout.txt} and {@code dir/stderr.txt}. */
  static Process start(Path dir, List<String> command) throws IOException {
    Files.createDirectories(dir);
    return new ProcessBuilder(command)
        .redirectOutput(dir.resolve("stdout.txt").toFile())
        .redirectError(dir.resolve("stderr.txt").toFile())
        .start();
  }

  static List<String> javaCommand(List<String> flags, String mainClass, String... args) {
    List<String> command = new ArrayList<>();
    command.add(java());
    command.addAll(flags);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(mainClass);
    command.addAll(List.of(args));
    return command;
  }

  /** {@code perfkit args} in a child JVM on the test classpath, output to files in {@code dir}. */
  static Process startPerfkit(Path dir, String... args) throws IOException {
    return startJava(dir, List.of(), PerfkitMain.class.getName(), args);
  }

  /**
   * Waits until the file, written by the process, holds the text. Fails after the timeout, or at
   * once when the process has exited without writing it (a failed attach, a crash), showing the
   * file's content either way.
   */
  public static void awaitText(Process process, Path file, String text, long timeoutMillis)
      throws InterruptedException {
    await(process, file, "'" + text + "'", content -> content.contains(text), timeoutMillis);
  }

  /**
   * Starts {@link HttpTestTarget} on a port of the kernel's choosing and waits for its first line:
   * a port picked ahead and freed could be taken by another process before the target binds it.
   */
  static HttpTarget startHttpTarget(Path dir) throws IOException, InterruptedException {
    Process process = startJava(dir, List.of(), HttpTestTarget.class.getName(), "0");
    Path stdout = dir.resolve("stdout.txt");
    await(process, stdout, "'listening on PORT'", LISTENING.asPredicate(), 30_000);
    Matcher line = LISTENING.matcher(read(stdout));
    line.find();
    return new HttpTarget(process, Integer.parseInt(line.group(1)));
  }

  /** A running {@link HttpTestTarget} and the port it listens on. */
  record HttpTarget(Process process, int port) {}

  /**
   * Waits until perfkit's progress lines on stderr ({@code measured 0:01 | ... | OK 21,700 KO 0 |
   * ...}) show at least {@code atLeast} requests answered OK and counted, so that a test that stops
   * the load knows its results hold them. With no warm-up every counted request is a measured one.
   */
  static void awaitCountedOk(Process perfkit, Path stderr, long atLeast, long timeoutMillis)
      throws InterruptedException {
    await(
        perfkit,
        stderr,
        "a progress line with OK " + atLeast + " or more",
        content ->
            OK_COUNT
                .matcher(content)
                .results()
                .anyMatch(ok -> Long.parseLong(ok.group(1).replace(",", "")) >= atLeast),
        timeoutMillis);
  }

  /**
   * Presses Ctrl-C (SIGINT) on a perfkit that drives load, once it has counted {@code okAtLeast}
   * requests answered OK, and waits for it to exit.
   */
  static void interruptUnderLoad(Process perfkit, Path stderr, long okAtLeast)
      throws IOException, InterruptedException {
    awaitText(perfkit, stderr, "driving load", 60_000);
    awaitCountedOk(perfkit, stderr, okAtLeast, 60_000);
    signal(perfkit, "INT");
    if (!perfkit.waitFor(90, TimeUnit.SECONDS)) {
      throw new AssertionError("perfkit did not exit after SIGINT");
    }
  }

  private static void await(
      Process process, Path file, String what, Predicate<String> found, long timeoutMillis)
      throws InterruptedException {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    while (System.currentTimeMillis() < deadline) {
      boolean exited = !process.isAlive(); // before the read: output written before exiting counts
      if (found.test(read(file))) {
        return;
      }
      if (exited) {
        throw new AssertionError(
            file
                + " never showed "
                + what
                + ": the process exited with code "
                + process.exitValue()
                + ": "
                + read(file));
      }
      Thread.sleep(100);
    }
    throw new AssertionError(file + " never showed " + what + ": " + read(file));
  }

  static String read(Path file) {
    try {
      return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Sends {@code signal} ("INT", "TERM", ...) to the process. A test JVM started with SIGINT
   * ignored (from the background of a non-interactive shell) passes that on to every process it
   * starts, and neither a JVM nor bash can take an ignored signal back: such a suite fails here and
   * says why, not later as a perfkit that "did not stop".
   */
  static void signal(Process process, String signal) throws IOException, InterruptedException {
    signal(process.toHandle(), signal);
  }

  static void signal(ProcessHandle process, String signal)
      throws IOException, InterruptedException {
    if (signal.equals("INT") && sigintIgnoredHere()) {
      throw new AssertionError(
          "SIGINT is ignored by this test JVM, and so by every process it starts (was the build"
              + " started in the background of a script?): run it in the foreground");
    }
    run("kill", "-" + signal, Long.toString(process.pid()));
  }

  /** Bit 1 (signal 2, SIGINT) of the ignored-signal mask Linux shows in /proc/self/status. */
  private static boolean sigintIgnoredHere() throws IOException {
    return Files.readAllLines(Path.of("/proc/self/status")).stream()
        .filter(line -> line.startsWith("SigIgn:"))
        .anyMatch(line -> (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 2) != 0);
  }

  /** Runs a command to its end (bounded) and returns its stdout and stderr together. */
  public static String run(String... command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + String.join(" ", command));
    }
    return output;
  }

  /** A port that was free a moment ago, for a target whose URL perfkit needs before it starts. */
  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  /** The pid of a process that has already exited. */
  public static long gonePid() throws IOException, InterruptedException {
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor(10, TimeUnit.SECONDS);
    return gone.pid();
  }

  /** The entries of a directory. */
  public static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.toList();
    }
  }

  /** Copies a file, or a directory and everything in it; nothing when {@code from} is absent. */
  public static void copyTree(Path from, Path to) throws IOException {
    if (!Files.exists(from)) {
      return;
    }
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path copy = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(copy);
        } else {
          Files.copy(file, copy);
        }
      }
    }
  }

  /** What the JDK's {@code jfr summary} says of a recording. */
  public static String jfrSummary(Path recording) throws IOException, InterruptedException {
    return run(jdkTool("jfr"), "summary", recording.toString());
  }

  /**
   * The JDK's {@code jfr} reads a rebuilt recording as one chunk holding its JVM's one
   * jdk.JVMInformation event, which a chunk's start writes.
   */
  public static void assertRebuiltFromOneChunk(Path recording)
      throws IOException, InterruptedException {
    String summary = jfrSummary(recording);
    assertTrue(summary.contains(" Chunks: 1\n"), summary);
    assertEquals(1, summaryCount(summary, "jdk.JVMInformation"), summary);
  }

  /** The count that {@code jfr summary} gives for an event type, 0 when absent. */
  static long summaryCount(String summary, String eventType) {
    for (String line : summary.split("\n")) {
      String[] columns = line.trim().split("\\s+");
      if (columns.length == 3 && columns[0].equals(eventType)) {
        return Long.parseLong(columns[1]);
      }
    }
    return 0;
  }

  public static void stop(Process process) throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
  }
}
