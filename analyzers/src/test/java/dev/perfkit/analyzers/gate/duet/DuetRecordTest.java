package dev.perfkit.analyzers.gate.duet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** duet.json read back: whether a duet is complete, for files with and without the field. */
class DuetRecordTest {

  private static final String ROUND =
      "{\"round\": %d, \"baselineFirst\": true, \"warmupSeconds\": 5, \"measuredSeconds\": 12,"
          + " \"baseline\": {\"port\": 1, \"requests\": 100, \"cpuSeconds\": 1, \"compilerCpuSeconds\":"
          + " 0, \"servingCpuSeconds\": 1}, \"candidate\": {\"port\": 2, \"requests\": 100,"
          + " \"cpuSeconds\": 1, \"compilerCpuSeconds\": 0, \"servingCpuSeconds\": 1},"
          + " \"notes\": []}";

  @TempDir Path dir;

  @Test
  void aFileWrittenBeforeTheFieldIsCompleteWhenItHoldsTheRoundsAskedFor() throws IOException {
    DuetRecord whole = read(6, 6, "");
    assertTrue(whole.complete());
    assertNull(whole.stoppedEarly());

    DuetRecord cut = read(6, 2, "");
    assertFalse(cut.complete());
    assertFalse(cut.sideFailed());
    assertEquals(
        "2 of 6 rounds done, stopped early, for a reason not recorded", cut.stoppedEarly());
  }

  @Test
  void aFailedSideIsToldFromASignal() throws IOException {
    DuetRecord failed =
        read(
            6,
            1,
            "\"complete\": false, \"incompleteReason\": \"round 2: the candidate ended during the"
                + " round\", \"sideFailed\": true,");
    assertTrue(failed.sideFailed());
    assertEquals(
        "1 of 6 rounds done, round 2: the candidate ended during the round", failed.stoppedEarly());
    DuetRecord interrupted =
        read(
            6,
            1,
            "\"complete\": false, \"incompleteReason\": \"interrupted by SIGTERM\","
                + " \"sideFailed\": false,");
    assertFalse(interrupted.sideFailed());
    assertEquals("1 of 6 rounds done, interrupted by SIGTERM", interrupted.stoppedEarly());
    // Before sideFailed was written, a broken-off duet was the one without a verdict.
    DuetRecord unjudged =
        read(
            6,
            1,
            "\"complete\": false, \"incompleteReason\": \"round 2: gone\", \"verdict\": null,");
    assertTrue(unjudged.sideFailed());
  }

  private DuetRecord read(int asked, int done, String completeness) throws IOException {
    StringBuilder rounds = new StringBuilder();
    for (int round = 1; round <= done; round++) {
      rounds.append(round > 1 ? ", " : "").append(String.format(ROUND, round));
    }
    Path duet = Files.createDirectories(dir.resolve(asked + "-" + done + completeness.hashCode()));
    Files.writeString(
        duet.resolve(DuetRecord.FILE),
        "{\"schemaVersion\": 1, \"baseline\": \"a\", \"candidate\": \"b\", "
            + completeness
            + " \"settings\": {\"rounds\": "
            + asked
            + ", \"warmupSeconds\": 3, \"measuredSeconds\": 12, \"ratePerTarget\": 2500,"
            + " \"connections\": 16, \"urlPath\": \"/hello\"}, \"rounds\": ["
            + rounds
            + "]}");
    return DuetRecord.readRounds(duet);
  }
}
