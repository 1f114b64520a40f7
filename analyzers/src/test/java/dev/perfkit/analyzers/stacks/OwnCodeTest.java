package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A method's own code is its compiled body: the samples ending in it or in frames the JIT inlined
 * into it ({@code _[i]} all the way down), not those in methods it calls that were compiled apart.
 */
class OwnCodeTest {

  @TempDir Path dir;

  @Test
  void aMethodsOwnCodeHoldsItsSelfAndWhatWasInlinedIntoIt() throws IOException {
    StackProfile profile =
        read(
            """
            a/Main.main_[j];a/Reader.read_[j] 4
            a/Main.main_[j];a/Reader.read_[j];a/Util.scan_[i] 6
            a/Main.main_[j];a/Reader.read_[j];a/Util.scan_[i];a/Util.peek_[i] 2
            a/Main.main_[j];a/Reader.read_[j];java/lang/String.split_[j] 30
            a/Main.main_[j];a/Reader.read_[j];a/Util.scan_[i];java/lang/String.split_[j] 5
            a/Main.main_[j];a/Other.call_[j];a/Reader.read_[i] 3
            a/Main.main_[j];a/Reader.read_[j];a/Reader.read_[i] 1
            """);
    // 4 self, 6 + 2 inlined, 3 inlined into another caller, 1 inlined into itself counted once.
    assertEquals(16, profile.ownCode("a.Reader.read"));
    assertEquals(3, profile.ownCode("a.Other.call"));
    assertEquals(0, profile.ownCode("a.Main.main"));
    assertEquals(35, profile.ownCode("java.lang.String.split"));
    assertEquals(0, profile.ownCode("a.Absent.method"));
  }

  @Test
  void withoutFrameTypesItIsTheSelfCount() throws IOException {
    StackProfile profile = read("a.Main.main;a.Reader.read 4\na.Main.main;a.Reader.read;a.X.y 6\n");
    assertEquals(4, profile.ownCode("a.Reader.read"));
    assertEquals(profile.share("a.Reader.read").self(), profile.ownCode("a.Reader.read"));
  }

  private StackProfile read(String text) throws IOException {
    Path file = Files.writeString(dir.resolve("cpu.collapsed"), text);
    return new CollapsedStacksReader().parse(file).profile();
  }
}
