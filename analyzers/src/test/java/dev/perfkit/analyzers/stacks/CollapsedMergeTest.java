package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging collapsed stacks by streaming their lines, and that readers add them up. */
class CollapsedMergeTest {

  @TempDir Path dir;

  @Test
  void theMergedFileHoldsEveryLineInOrderAndAFileWithoutALineEndGetsOne() throws IOException {
    Path first = write("1.collapsed", "a;b 3\na;c 1\n");
    Path second = write("2.collapsed", "a;b 2");
    Path third = write("3.collapsed", "");
    Path merged = dir.resolve("merged.collapsed");
    CollapsedMerge.merge(List.of(first, second, third), merged);
    assertEquals("a;b 3\na;c 1\na;b 2\n", Files.readString(merged));
    assertEquals(List.of("a;b 3", "a;c 1", "a;b 2"), Files.readAllLines(merged));
  }

  @Test
  void theReaderAddsUpTheSameStackFromSeveralRuns() throws IOException {
    Path merged = dir.resolve("cpu.collapsed");
    CollapsedMerge.merge(
        List.of(write("1.collapsed", "main;work 3\n"), write("2.collapsed", "main;work 2\n")),
        merged);
    StackProfile profile = new CollapsedStacksReader().parse(merged).profile();
    assertEquals(5, profile.total());
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }
}
