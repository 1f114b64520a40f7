package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The pause timeline: every pause up to the cap, then per-second entries. */
class PauseTimelineTest {

  private static GcPause pause(double at, double ms, long heapAfter) {
    return new GcPause(0, "Young (Normal)", "G1 Evacuation Pause", at, ms, -1, heapAfter, -1);
  }

  @Test
  void upToTheCapEveryPauseIsKeptInOrder() {
    PauseTimelineBuilder builder = new PauseTimelineBuilder(3);
    builder.add(pause(0.5, 2.0, 100));
    builder.add(pause(1.25, 4.5, -1));
    builder.add(pause(Double.NaN, 9.0, 50)); // off the clock: not placed
    builder.add(pause(1.75, 1.0, 300));

    PauseTimeline timeline = builder.build();

    assertFalse(timeline.perSecond());
    assertArrayEquals(new double[] {0.5, 1.25, 1.75}, timeline.atSeconds());
    assertArrayEquals(new double[] {2.0, 4.5, 1.0}, timeline.durationMs());
    assertArrayEquals(new double[] {2.0, 4.5, 1.0}, timeline.maxMs());
    assertArrayEquals(new long[] {1, 1, 1}, timeline.count());
    assertArrayEquals(new long[] {100, -1, 300}, timeline.heapAfterBytes());
  }

  @Test
  void pastTheCapEachSecondSumsItsPausesAndKeepsItsLongestAndLastHeap() {
    PauseTimelineBuilder builder = new PauseTimelineBuilder(3);
    builder.add(pause(0.5, 2.0, 100));
    builder.add(pause(1.25, 4.5, 200));
    builder.add(pause(1.75, 1.0, -1));
    builder.add(pause(3.5, 7.0, 400));

    PauseTimeline timeline = builder.build();

    assertTrue(timeline.perSecond());
    assertArrayEquals(new double[] {0, 1, 3}, timeline.atSeconds());
    assertArrayEquals(new long[] {1, 2, 1}, timeline.count());
    assertArrayEquals(new double[] {2.0, 5.5, 7.0}, timeline.durationMs());
    assertArrayEquals(new double[] {2.0, 4.5, 7.0}, timeline.maxMs());
    assertArrayEquals(new long[] {100, 200, 400}, timeline.heapAfterBytes());
  }

  /** {@code [0.336s][info][gc ] GC(0) Pause Young (Normal) (...) 6M->6M(64M) 7.521ms} */
  private static final Pattern PAUSE =
      Pattern.compile(
          "(?m)^\\[([\\d.]+)s\\]\\[info\\]\\[gc\\s*\\] GC\\(\\d+\\) Pause .* ([\\d.]+)ms$");

  @Test
  void aRealG1LogGivesEveryPauseLineAtItsUptime() throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(Jdk17Files.path(Jdk17Files.G1_LOG), inputs);
    PauseTimeline timeline = inputs.require(GcInputs.GC_LOG).timeline();

    List<Double> at = new ArrayList<>();
    List<Double> ms = new ArrayList<>();
    Matcher line = PAUSE.matcher(Jdk17Files.text(Jdk17Files.G1_LOG));
    while (line.find()) {
      at.add(Double.parseDouble(line.group(1)));
      ms.add(Double.parseDouble(line.group(2)));
    }
    assertEquals(at.size(), timeline.size());
    assertArrayEquals(at.stream().mapToDouble(Double::doubleValue).toArray(), timeline.atSeconds());
    assertArrayEquals(
        ms.stream().mapToDouble(Double::doubleValue).toArray(), timeline.durationMs(), 1e-9);
  }
}
