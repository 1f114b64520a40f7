package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IgnoredSignalsTest {

  @TempDir Path temp;

  @Test
  void readsTheMaskOfAStatusFileAsLinuxWritesIt() throws IOException {
    // Lines of a real /proc/PID/status of a shell's background job: SIGINT (2) and SIGQUIT (3).
    Path status =
        Files.writeString(
            temp.resolve("status"),
            "Name:\tjava\nSigPnd:\t0000000000000000\nSigBlk:\t0000000000000000\n"
                + "SigIgn:\t0000000000000006\nSigCgt:\t0000000000000000\n");
    assertEquals(0b110L, IgnoredSignals.ignoredMask(status));
  }

  @Test
  void saysNothingWithoutTheLineOrTheFile() throws IOException {
    assertNull(IgnoredSignals.ignoredMask(Files.writeString(temp.resolve("status"), "Name:\tx\n")));
    assertNull(IgnoredSignals.ignoredMask(temp.resolve("missing")));
  }
}
