package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDirectoriesTest {

  @TempDir Path temp;

  @Test
  void createsTheLayoutInANewDirectory() throws IOException {
    RunDirectory dir = RunDirectories.prepare(temp.resolve("runs/a"), false);
    assertTrue(Files.isDirectory(dir.root().resolve("logs")));
    assertEquals(dir.root().resolve("stacks/cpu.collapsed"), dir.collapsed("cpu"));
    assertEquals(dir.root().resolve("flamegraphs/wall.html"), dir.flameGraph("wall"));
  }

  @Test
  void keepsANonEmptyRunDirectoryUnlessForced() throws IOException {
    Path root = temp.resolve("old");
    Files.createDirectories(root.resolve("stacks"));
    Files.writeString(root.resolve("stacks/cpu.collapsed"), "a;b 1\n");
    Files.writeString(root.resolve("run.json"), "{}");
    CollectException refused =
        assertThrows(CollectException.class, () -> RunDirectories.prepare(root, false));
    assertEquals(
        root + ": directory exists and is not empty; use --force to overwrite it",
        refused.getMessage());
    assertTrue(Files.exists(root.resolve("stacks/cpu.collapsed")));
    RunDirectories.prepare(root, true);
    assertFalse(Files.exists(root.resolve("stacks")));
    assertFalse(Files.exists(root.resolve("run.json")));
  }

  /** --force on the current directory or a home directory once deleted the user's files. */
  @Test
  void forceNeverEmptiesADirectoryThatIsNotARun() throws IOException {
    Path root = temp.resolve("home");
    Files.createDirectories(root.resolve("notes"));
    Files.writeString(root.resolve("important.txt"), "keep me");
    CollectException refused =
        assertThrows(CollectException.class, () -> RunDirectories.prepare(root, true));
    assertEquals(
        root
            + ": not a perfkit run directory (it has no run.json); --force only overwrites earlier"
            + " runs",
        refused.getMessage());
    assertEquals("keep me", Files.readString(root.resolve("important.txt")));
    assertTrue(Files.isDirectory(root.resolve("notes")));
    assertFalse(Files.exists(root.resolve("logs")), "nothing is created in it either");
  }

  @Test
  void forceOnAnEmptyDirectoryUsesIt() throws IOException {
    Path root = Files.createDirectories(temp.resolve("empty"));
    RunDirectories.prepare(root, true);
    assertTrue(Files.isDirectory(root.resolve("logs")));
  }

  @Test
  void rejectsAPathWithACommaWhichWouldSplitTheAgentOptions() {
    assertThrows(CollectException.class, () -> RunDirectories.prepare(temp.resolve("a,b"), false));
  }
}
