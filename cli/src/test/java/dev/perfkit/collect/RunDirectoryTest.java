package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDirectoryTest {

  @TempDir Path temp;

  @Test
  void createsTheLayoutInANewDirectory() {
    RunDirectory dir = RunDirectory.prepare(temp.resolve("runs/a"), false);
    assertTrue(Files.isDirectory(dir.root().resolve("logs")));
    assertEquals(dir.root().resolve("stacks/cpu.collapsed"), dir.collapsed("cpu"));
    assertEquals(dir.root().resolve("flamegraphs/wall.html"), dir.flameGraph("wall"));
  }

  @Test
  void keepsANonEmptyDirectoryUnlessForced() throws IOException {
    Path root = temp.resolve("old");
    Files.createDirectories(root.resolve("stacks"));
    Files.writeString(root.resolve("stacks/cpu.collapsed"), "a;b 1\n");
    CollectException refused =
        assertThrows(CollectException.class, () -> RunDirectory.prepare(root, false));
    assertEquals(
        root + ": directory exists and is not empty; use --force to overwrite it",
        refused.getMessage());
    assertTrue(Files.exists(root.resolve("stacks/cpu.collapsed")));
    RunDirectory.prepare(root, true);
    assertFalse(Files.exists(root.resolve("stacks")));
  }

  @Test
  void rejectsAPathWithACommaWhichWouldSplitTheAgentOptions() {
    assertThrows(CollectException.class, () -> RunDirectory.prepare(temp.resolve("a,b"), false));
  }
}
