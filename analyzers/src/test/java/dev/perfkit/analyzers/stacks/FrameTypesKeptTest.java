package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profile keeps how each frame ran (async-profiler's {@code _[0]}, {@code _[1]}, {@code _[j]},
 * {@code _[i]}) while its names stay clean and generated names fold: two JVMs' spellings of one
 * lambda are one name, whose samples still say interpreted or compiled.
 */
class FrameTypesKeptTest {

  @TempDir Path dir;

  private StackProfile read(String text) throws IOException {
    Path file = Files.writeString(dir.resolve("cpu.collapsed"), text);
    return new CollapsedStacksReader().parse(file).profile();
  }

  @Test
  void aMethodsSelfSamplesAreKeptByHowItRan() throws IOException {
    StackProfile profile =
        read(
            """
            a/Main.main_[j];a/Hot.loop_[0] 7
            a/Main.main_[j];a/Hot.loop_[1] 3
            a/Main.main_[j];a/Hot.loop_[j] 11
            a/Main.main_[j];a/Other.call_[j];a/Hot.loop_[i] 2
            a/Main.main_[j];a/Hot.loop_[0];a/Leaf.run_[0] 5
            """);
    assertEquals(
        Map.of(
            FrameType.INTERPRETED, 7L,
            FrameType.C1_COMPILED, 3L,
            FrameType.JIT_COMPILED, 11L,
            FrameType.INLINED, 2L),
        profile.selfByType("a.Hot.loop"));
    assertEquals(23, profile.share("a.Hot.loop").self());
    assertEquals(Map.of(), profile.selfByType("a.Main.main"));
    assertEquals(Map.of(), profile.selfByType("a.Absent.method"));
  }

  @Test
  void twoJvmsSpellingsOfOneLambdaAreOneNameWithItsTypesKept() throws IOException {
    StackProfile profile =
        read(
            """
            a/Main.main_[j];a/Main$$Lambda.0x0000000017049978.run_[0] 4
            a/Main.main_[j];a/Main$$Lambda.0x0000000041049978.run_[j] 6
            a/Main.main_[j];a/Main$$Lambda$14/0x0000000800c03000.run_[i] 1
            """);
    assertEquals(
        Map.of(FrameType.INTERPRETED, 4L, FrameType.JIT_COMPILED, 6L, FrameType.INLINED, 1L),
        profile.selfByType("a.Main$$Lambda.run"));
    // The compilation log names the lambda with its own JVM's address: it still finds the frame.
    assertEquals(11, profile.share("a/Main$$Lambda/0x0000000017049978.run").self());
    assertEquals(1, profile.frameStats().stream().filter(f -> f.name().contains("Lambda")).count());
  }
}
