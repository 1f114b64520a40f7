package dev.perfkit.analyzers.liveset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.RealInputs;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLogReader;
import dev.perfkit.analyzers.gc.PauseTimeline;
import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class LiveSetGrowthTest {

  private static final long MB = 1L << 20;

  /** A timeline of pauses at {@code at} seconds with these heaps after, in MB (-1: not given). */
  static PauseTimeline timeline(double[] at, long... heapAfterMb) {
    long[] heap = Arrays.stream(heapAfterMb).map(mb -> mb < 0 ? -1 : mb * MB).toArray();
    double[] ms = new double[at.length];
    long[] one = new long[at.length];
    Arrays.fill(one, 1);
    return new PauseTimeline(false, at, ms, ms, one, heap);
  }

  @Test
  void aSteadyLeakIsItsSlope() {
    LiveSetGrowth growth =
        LiveSetGrowth.of(timeline(new double[] {1, 2, 3, 4, 5}, 10, 20, 30, 40, 50)).orElseThrow();
    assertEquals(new LiveSetGrowth(5, 1, 5, 10 * MB, 30 * MB, 50 * MB, 10.0 * MB), growth);
    assertEquals(40.0 * MB, growth.growthBytes());
    assertEquals(4, growth.seconds());
    // 10 MB/s at 2,560 requests/s: 4,096 bytes per request.
    assertEquals(4096, growth.perRequest(2560), 1e-9);
  }

  /**
   * Young pauses whose heap after climbs with old garbage until an old collection drops it: the raw
   * points slope upwards, the envelope is flat.
   */
  @Test
  void oldGarbageBetweenOldCollectionsIsNoGrowth() {
    double[] at = {1, 2, 3, 4, 5, 6, 7};
    LiveSetGrowth growth = LiveSetGrowth.of(timeline(at, 10, 30, 50, 12, 32, 52, 11)).orElseThrow();
    assertEquals(10 * MB, growth.startBytes());
    assertEquals(11 * MB, growth.midBytes());
    assertEquals(11 * MB, growth.endBytes());
    // Of the 21 pairs of the envelope 10, 11, 11, 11, 11, 11, 11 only the 6 with the first rise.
    assertEquals(0, growth.bytesPerSecond());
    double[] raw = LongStream.of(10, 30, 50, 12, 32, 52, 11).asDoubleStream().toArray();
    assertTrue(LiveSetGrowth.theilSen(at, raw) > 0, "the raw points rise");
  }

  @Test
  void oneSpikeMovesTheMedianSlopeLittle() {
    double[] at = {1, 2, 3, 4, 5};
    LiveSetGrowth growth = LiveSetGrowth.of(timeline(at, 10, 20, 90, 40, 50)).orElseThrow();
    // The envelope 10, 20, 40, 40, 50: slopes 10, 15, 10, 10 | 20, 10, 10 | 0, 5 | 10.
    assertEquals(10.0 * MB, growth.bytesPerSecond());
  }

  @Test
  void fewerThanTwoPausesWithAHeapGiveNone() {
    assertEquals(Optional.empty(), LiveSetGrowth.of(timeline(new double[] {1, 2, 3}, -1, 5, -1)));
    assertEquals(Optional.empty(), LiveSetGrowth.of(null));
    assertEquals(Optional.empty(), LiveSetGrowth.of(timeline(new double[] {2, 2}, 5, 6)));
  }

  @Test
  void pausesWithoutAHeapAreLeftOut() {
    LiveSetGrowth growth =
        LiveSetGrowth.of(timeline(new double[] {1, 2, 3, 4}, 8, -1, -1, 14)).orElseThrow();
    assertEquals(2, growth.pauses());
    assertEquals(2.0 * MB, growth.bytesPerSecond());
  }

  /**
   * A real G1 log whose young pauses climb 12-128 MB before a full pause drops the heap to 8 MB:
   * the raw points' Theil-Sen slope is about 43 MB/s, the envelope's 0 (docs/summary.md cites
   * both).
   */
  @Test
  void aRealLogsYoungPausesDoNotReadAsGrowth() throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(RealInputs.file("gc/gcviewer-ujl-g1-defaults.log"), inputs);
    PauseTimeline timeline = inputs.get(GcInputs.GC_LOG).orElseThrow().timeline();
    double[] heap = Arrays.stream(timeline.heapAfterBytes()).asDoubleStream().toArray();
    assertEquals(42.98, LiveSetGrowth.theilSen(timeline.atSeconds(), heap) / MB, 0.01);
    LiveSetGrowth growth = LiveSetGrowth.of(timeline).orElseThrow();
    assertEquals(0, growth.bytesPerSecond());
    assertEquals(10, growth.pauses());
  }
}
