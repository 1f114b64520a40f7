package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ByteScanTest {

  @TempDir Path dir;

  @Test
  void findsEverySeparatorAsAByteLoopDoes() {
    Random random = new Random(42);
    byte[] bytes = new byte[10_000];
    for (int i = 0; i < bytes.length; i++) {
      int pick = random.nextInt(40);
      bytes[i] = (byte) (pick == 0 ? ';' : pick == 1 ? '\n' : pick == 2 ? 0 : 'a' + pick % 26);
    }
    for (int from = 0; from < bytes.length; from++) {
      assertEquals(
          naive(bytes, from, bytes.length - 3),
          ByteScan.nextSeparator(bytes, from, bytes.length - 3));
    }
  }

  private static int naive(byte[] bytes, int from, int end) {
    int i = from;
    while (i < end && bytes[i] != ';' && bytes[i] != '\n') {
      i++;
    }
    return i;
  }

  @Test
  void framesThatShareTheirEndsStayApart() throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("cpu.collapsed"),
            "prefix00.X.suffix00 3\nprefix00.Y.suffix00 4\nprefix00.X.suffix00 5\n");
    StackProfile profile = new CollapsedStacksReader().parse(file).profile();
    assertEquals(new FrameStats("prefix00.X.suffix00", 8, 8), profile.topSelf(1).get(0));
    assertEquals(4, profile.share("prefix00.Y.suffix00").self());
  }
}
