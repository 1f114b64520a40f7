package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code scripts/perfkit} killed by any signal leaves no JVM running and no file of its own behind:
 * on the first run after a build, which records the AOT cache's training, and while it builds. The
 * script runs from a copy of the scripts in a scratch project whose jar is {@link SleepingMain}
 * (fresh, so not rebuilt) and whose Maven wrapper is a stand-in JVM that sleeps.
 */
class PerfkitScriptSignalsTest {

  private static final Path SCRIPTS = Path.of("../scripts").toAbsolutePath().normalize();

  @TempDir Path root;

  /** The JDK running the tests (25+ in the build): the script then takes its AOT training path. */
  private static final String JAVA_HOME = System.getProperty("java.home");

  /** A failing test must not leave behind what it tests: the processes it started are ended. */
  @AfterEach
  void endWhatIsLeft() {
    String mark = root.toString();
    ProcessHandle.allProcesses()
        .filter(p -> p.info().commandLine().orElse("").contains(mark))
        .forEach(ProcessHandle::destroyForcibly);
  }

  @ParameterizedTest
  @CsvSource({"TERM, 143", "INT, 130", "HUP, 129", "KILL, 137"})
  void aSignalDuringTheTrainingRunLeavesNoJvmAndNoFile(String signal, int exitCode)
      throws Exception {
    assumeAotTraining();
    copyScripts();
    Path target = Files.createDirectories(root.resolve("cli/target"));
    writeSleepingJar(target.resolve("perfkit.jar"));
    Process script = startScript("analyze", "x.log");
    TestJvms.awaitText(script, root.resolve("stdout.txt"), "sleeping-main ready", 30_000);
    String command = ProcessHandle.of(script.pid()).flatMap(h -> h.info().command()).orElse("");
    assertTrue(command.endsWith("/java"), "the JVM took the script's place: " + command);

    TestJvms.signal(script, signal);

    assertTrue(script.waitFor(30, TimeUnit.SECONDS), "perfkit did not end on SIG" + signal);
    assertEquals(exitCode, script.exitValue());
    awaitNothingLeft(target, List.of("perfkit.jar"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"TERM", "INT", "HUP"})
  void aSignalDuringTheBuildStopsItAndRemovesItsFiles(String signal) throws Exception {
    copyScripts();
    Files.createDirectories(root.resolve("cli/target"));
    Path tmp = Files.createDirectories(root.resolve("tmp"));
    // The stand-in build says it started (in its log, which the script keeps in TMPDIR), sleeps.
    writeExecutable(
        root.resolve("mvnw"),
        "#!/usr/bin/env bash\n"
            + "exec \"$JAVA_HOME/bin/java\" -cp '"
            + System.getProperty("java.class.path")
            + "' "
            + SleepingMain.class.getName()
            + " '"
            + root
            + "'\n"); // the argument marks it as this project's, for running()
    Process script = startScript(Map.of("TMPDIR", tmp.toString()), "analyze", "x.log");
    TestJvms.awaitText(script, root.resolve("stderr.txt"), "building the runnable jar", 30_000);
    awaitLogSays(tmp, "sleeping-main ready");

    TestJvms.signal(script, signal);

    assertTrue(script.waitFor(30, TimeUnit.SECONDS), "the script did not end on SIG" + signal);
    assertEquals(
        signal.equals("INT") ? 130 : signal.equals("TERM") ? 143 : 129, script.exitValue());
    awaitNothingLeft(tmp, List.of());
    assertFalse(Files.exists(root.resolve("cli/target/perfkit.jar")), "no half-built jar");
  }

  private static void assumeAotTraining() {
    assumeTrue(Runtime.version().feature() >= 25, "the AOT training run needs JDK 25+");
  }

  private Process startScript(String... args) throws IOException {
    return startScript(Map.of(), args);
  }

  private Process startScript(Map<String, String> env, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(root.resolve("scripts/perfkit").toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectOutput(root.resolve("stdout.txt").toFile())
            .redirectError(root.resolve("stderr.txt").toFile());
    builder.environment().put("JAVA_HOME", JAVA_HOME);
    builder.environment().remove("PERFKIT_AOT");
    builder.environment().remove("PERFKIT_JAVA_OPTS");
    builder.environment().putAll(env);
    return builder.start();
  }

  /**
   * Waits, bounded, until no process of the scratch project runs (the script's JVM, its build, the
   * watcher that removes the training's files) and {@code dir} holds only {@code kept}.
   */
  private void awaitNothingLeft(Path dir, List<String> kept) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    List<String> running = running();
    List<String> files = names(dir);
    while ((!running.isEmpty() || !files.equals(kept)) && System.nanoTime() < deadline) {
      Thread.sleep(100);
      running = running();
      files = names(dir);
    }
    assertEquals(List.of(), running, "processes left running");
    assertEquals(kept, files, "files left in " + dir);
  }

  /** The command lines of the processes that name the scratch project, this test's JVM aside. */
  private List<String> running() {
    String mark = root.toString();
    return ProcessHandle.allProcesses()
        .filter(p -> p.pid() != ProcessHandle.current().pid())
        .map(p -> p.info().commandLine().orElse(""))
        .filter(line -> line.contains(mark))
        .toList();
  }

  private static List<String> names(Path dir) throws IOException {
    return TestJvms.list(dir).stream().map(p -> p.getFileName().toString()).sorted().toList();
  }

  private static void awaitLogSays(Path tmp, String text) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < deadline) {
      for (Path log : TestJvms.list(tmp)) {
        if (Files.readString(log).contains(text)) {
          return;
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("the stand-in build never said '" + text + "'");
  }

  private void copyScripts() throws IOException {
    Files.createDirectories(root.resolve("scripts/lib"));
    for (String script : List.of("perfkit", "lib/jdk.sh", "lib/build.sh")) {
      Path copy = root.resolve("scripts").resolve(script);
      Files.copy(SCRIPTS.resolve(script), copy);
      Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  private static void writeExecutable(Path file, String text) throws IOException {
    Files.writeString(file, text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  /** A runnable jar of {@link SleepingMain} alone, newer than anything the script compares. */
  private static void writeSleepingJar(Path jar) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, SleepingMain.class.getName());
    String entry = SleepingMain.class.getName().replace('.', '/') + ".class";
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file, manifest)) {
      out.putNextEntry(new JarEntry(entry));
      try (var in = SleepingMain.class.getClassLoader().getResourceAsStream(entry)) {
        in.transferTo(out);
      }
      out.closeEntry();
    }
  }
}
