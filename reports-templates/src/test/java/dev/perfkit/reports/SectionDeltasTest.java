package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.compilation.CompilationLog.CompilationSummary;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * compare's JIT totals: a set's side is its mean per run with its runs' range, not its first run.
 */
class SectionDeltasTest {

  private static RunSummary compiled(long tasks, long compileMs) {
    CompilationSummary jit =
        new CompilationSummary(
            "25", tasks, 0, compileMs, List.of(), Map.of(), 0, Map.of(), List.of(), List.of(),
            List.of(), false, null, null);
    return new RunSummary(
        RunSummary.SCHEMA_VERSION,
        "test",
        Instant.EPOCH,
        List.of(),
        RunInfo.ofFiles(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        new Sections(
            null, null, null, null, null, new Sections.Jit("c.log", jit, null, null), null, null));
  }

  @Test
  void aSetShowsItsMeanPerRunAndRangeAndTheChangeIsOfTheMeans() {
    List<DeltaRow> rows =
        SectionDeltas.jit(
            List.of(
                compiled(100, 9000), compiled(120, 11000), compiled(110, 7000), compiled(90, 9000)),
            List.of(compiled(100, 6000)));
    DeltaRow time = rows.get(2);
    assertEquals("compile time, per run", time.what());
    assertEquals("9,000 ms (7,000 ms to 11,000 ms over 4 runs)", time.baseline());
    assertEquals("6,000 ms", time.candidate());
    assertEquals("-3,000 ms (-33.3%)", time.change());
  }

  @Test
  void twoSingleRunsShowTheirOwnTotalsAsBefore() {
    List<DeltaRow> rows =
        SectionDeltas.jit(List.of(compiled(100, 900)), List.of(compiled(50, 450)));
    assertEquals("compile tasks (compilation log)", rows.get(0).what());
    assertEquals("100", rows.get(0).baseline());
    assertEquals("-50 (-50.0%)", rows.get(0).change());
  }
}
