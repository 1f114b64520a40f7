package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perfkit profile} against processes the system does not let it inspect: a JVM of another
 * user (perfkit runs as {@code nobody} through {@code setpriv}, so the test needs root), and a
 * process the kernel protects even from its own user. Each is one line and exit code 1, and the
 * process is left alone.
 */
class ProtectedProcessTest {

  private static final String NOBODY = "65534";

  @TempDir Path temp;

  @Test
  void refusesAnotherUsersJvm() throws Exception {
    assumeTrue(isRoot() && Files.isExecutable(Path.of("/usr/bin/setpriv")), "needs root, setpriv");
    Process program =
        TestJvms.startJava(temp.resolve("app"), List.of(), BusyProgram.class.getName());
    Path shared = Files.createTempDirectory(Path.of("/tmp"), "perfkit-other-user");
    try {
      TestJvms.awaitText(program, temp.resolve("app/stdout.txt"), "busy-program ready", 30_000);
      List<String> command = new ArrayList<>();
      command.addAll(List.of("/usr/bin/setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY));
      command.addAll(List.of("--clear-groups", TestJvms.java(), "-cp"));
      command.add(readableClassPath(shared));
      command.addAll(List.of(PerfkitMain.class.getName(), "profile", "--pid"));
      command.addAll(List.of(Long.toString(program.pid()), "--out", shared + "/out"));
      command.addAll(List.of("--duration", "1s"));
      Process perfkit = new ProcessBuilder(command).redirectErrorStream(true).start();
      String output = new String(perfkit.getInputStream().readAllBytes()).strip();

      assertEquals(1, perfkit.waitFor(), output);
      assertEquals(
          "perfkit: process "
              + program.pid()
              + " (java) belongs to another user (uid 0): perfkit may not attach to it (run"
              + " perfkit as that user)",
          output);
      assertTrue(program.isAlive());
    } finally {
      TestJvms.stop(program);
      deleteTree(shared);
    }
  }

  @Test
  void saysWhenTheSystemHidesWhetherAProcessIsAJvm() throws Exception {
    // PID 1 is outside perfkit's reach on most machines and containers, root included.
    assumeTrue(mapsAreClosed(1), "the memory map of pid 1 is readable here");
    CommandRun result =
        CommandRun.of(
            "profile", "--pid", "1", "--out", temp.resolve("out").toString(), "--duration", "1s");
    assertEquals(1, result.exitCode());
    assertTrue(
        result
            .err()
            .strip()
            .matches(
                "perfkit: process 1 \\(.+\\): the system does not let perfkit read its memory"
                    + " map, so it cannot tell whether it is a JVM \\(it may be protected from"
                    + " inspection\\)"),
        result.err());
    assertTrue(ProcessHandle.of(1).orElseThrow().isAlive());
  }

  private static boolean isRoot() throws IOException {
    return ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0;
  }

  private static boolean mapsAreClosed(long pid) throws IOException {
    try (InputStream maps = Files.newInputStream(Path.of("/proc/" + pid + "/maps"))) {
      maps.read();
      return false;
    } catch (AccessDeniedException e) {
      return true;
    }
  }

  /**
   * The test class path copied where {@code nobody} can read it: the build's own folders may sit
   * under a home directory closed to other users.
   */
  private static String readableClassPath(Path shared) throws IOException {
    List<String> entries = new ArrayList<>();
    int index = 0;
    for (String entry : System.getProperty("java.class.path").split(":")) {
      Path source = Path.of(entry);
      Path copy = shared.resolve("cp" + index++ + (Files.isDirectory(source) ? "" : ".jar"));
      TestJvms.copyTree(source, copy);
      entries.add(copy.toString());
    }
    try (Stream<Path> all = Files.walk(shared)) {
      for (Path path : all.toList()) {
        Files.setPosixFilePermissions(
            path,
            PosixFilePermissions.fromString(Files.isDirectory(path) ? "rwxrwxrwx" : "rw-r--r--"));
      }
    }
    return String.join(":", entries);
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
