package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The check of a GC log's pauses against a plain scan of its pause lines, shared by the tests on
 * logs of the JDK the tests run on and on those a JDK 17 wrote.
 */
final class GcLogChecks {

  private GcLogChecks() {}

  /** Pause count, total, max and p99 equal those of the pause lines; the groups hold them all. */
  static void pausesMatchAPlainScan(String text, GcLog log) {
    double[] plain = PlainCounts.pauseDurations(text);
    assertTrue(plain.length > 0, "the workload caused pauses");
    assertEquals(plain.length, log.pauses().count());
    assertEquals(Arrays.stream(plain).sum(), log.pauses().totalMs(), 1e-6);
    assertEquals(Arrays.stream(plain).max().orElseThrow(), log.pauses().maxMs());
    Arrays.sort(plain);
    assertEquals(plain[(int) Math.ceil(plain.length * 0.99) - 1], log.pauses().p99Ms());
    assertEquals(
        log.pauseGroups().stream().mapToLong(PauseGroup::count).sum(), log.pauses().count());
  }

  /**
   * The first line matching {@code endLine}, its heap after made too large for a long, makes the
   * reader fail naming that line.
   */
  static void anEndLineWhoseHeapDoesNotFitIsReported(List<String> lines, String endLine, Path dir)
      throws IOException {
    List<String> broken = new ArrayList<>(lines);
    int index = 0;
    while (!broken.get(index).matches(endLine)) {
      index++;
    }
    broken.set(index, broken.get(index).replaceAll("->\\d+M", "->99999999999999999999M"));
    Path file = Files.write(dir.resolve("broken-z.log"), broken, StandardCharsets.ISO_8859_1);
    UnreadableEvidenceException failure =
        assertThrows(
            UnreadableEvidenceException.class,
            () -> new GcLogReader().read(file, new AnalysisInputs()));
    assertEquals(file + ": line " + (index + 1) + ": unparseable cycle line", failure.getMessage());
  }
}
