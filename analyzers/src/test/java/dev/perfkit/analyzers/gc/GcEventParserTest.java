package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Pause and cycle lines of each collector, as JDK 25 writes them, split into their parts. */
class GcEventParserTest {

  @Test
  void g1YoungPauseKeepsItsSubtypeAndSplitsTheCause() {
    assertEquals(
        new GcPause(
            22,
            "Young (Normal)",
            "G1 Evacuation Pause",
            1.5,
            1.858,
            58L << 20,
            60L << 20,
            64L << 20),
        GcEventParser.pause(
            "GC(22) Pause Young (Normal) (G1 Evacuation Pause) (Evacuation Failure: Allocation)"
                + " 58M->60M(64M) 1.858ms",
            1.5));
  }

  @Test
  void parallelFullPauseHasItsCauseAndKilobyteSizes() {
    GcPause pause =
        GcEventParser.pause("GC(7) Pause Full (Ergonomics) 512K->256K(2048K) 30.1ms", 2);
    assertEquals(
        new GcPause(7, "Full", "Ergonomics", 2, 30.1, 512L << 10, 256L << 10, 2048L << 10), pause);
    assertEquals(true, pause.full());
  }

  @Test
  void zgcAndShenandoahPausesHaveNoHeapSizes() {
    assertEquals(
        new GcPause(0, "Y: Mark Start (Major)", "", 0.2, 0.02, -1, -1, -1),
        GcEventParser.pause("GC(0) Y: Pause Mark Start (Major) 0.020ms", 0.2));
    assertEquals(
        new GcPause(3, "Init Mark", "unload classes", 0.2, 0.123, -1, -1, -1),
        GcEventParser.pause("GC(3) Pause Init Mark (unload classes) 0.123ms", 0.2));
    assertEquals(
        new GcPause(5, "Remark", "", 0.2, 0.3, 54L << 20, 23L << 20, 64L << 20),
        GcEventParser.pause("GC(5) Pause Remark 54M->23M(64M) 0.300ms", 0.2));
  }

  @Test
  void brokenPauseLinesThrowAndOtherLinesAreNotPauses() {
    assertThrows(
        NumberFormatException.class,
        () -> GcEventParser.pause("GC(1) Pause Young 1M->0X(2M) 1.0ms", 0));
    assertThrows(
        NumberFormatException.class, () -> GcEventParser.pause("GC(1) Pause Young 1.2.3ms", 0));
    assertNull(GcEventParser.pause("GC(1) Concurrent Pause Something 1.0ms", 0));
  }

  @Test
  void cyclesOfG1AndZgcAreRecognised() {
    assertEquals(
        new GcEventParser.Cycle(5, "Concurrent Mark Cycle", 14.872, -1),
        GcEventParser.cycle("GC(5) Concurrent Mark Cycle 14.872ms"));
    assertEquals(
        new GcEventParser.Cycle(0, "Major Collection", 17.0, 34L << 20),
        GcEventParser.cycle("GC(0) Major Collection (Warmup) 16M(25%)->34M(53%) 0.017s"));
    assertNull(GcEventParser.cycle("GC(5) Concurrent Mark Cycle"));
    assertNull(GcEventParser.cycle("GC(6) Concurrent Mark From Roots 3.1ms"));
    assertNull(GcEventParser.cycle("GC(0) Major Collection (Warmup)"));
  }

  /** The same heap part as the untimed end line's, so the same after size, -1 when not there. */
  @Test
  void generationalZgcEndLinesGiveTheHeapAfter() {
    assertEquals(
        new GcEventParser.Cycle(3, "Minor Collection", 16.0, 64L << 20),
        GcEventParser.cycle("GC(3) Minor Collection (Allocation Rate) 40M(62%)->64M(100%) 0.016s"));
    assertEquals(
        new GcEventParser.Cycle(9, "Major Collection", 21.0, 0),
        GcEventParser.cycle("GC(9) Major Collection (System.gc()) 20M(31%)->0M(0%) 0.021s"));
    assertEquals(
        new GcEventParser.Cycle(9, "Major Collection", 21.0, 2L << 30),
        GcEventParser.cycle("GC(9) Major Collection (Proactive) 3G(75%)->2G(50%) 21ms"));
    assertEquals(
        new GcEventParser.Cycle(9, "Major Collection", 21.0, -1),
        GcEventParser.cycle("GC(9) Major Collection (Proactive) 8M(12%)->6M 0.021s"));
    assertThrows(
        NumberFormatException.class,
        () ->
            GcEventParser.cycle(
                "GC(9) Major Collection (Warmup) 8M(12%)->99999999999999999999M(9%) 0.021s"));
  }

  @Test
  void zgcCyclesWithoutADurationAreRecognisedByTheirStartAndEndLines() {
    assertEquals(
        new GcEventParser.UntimedCycleLine(3, "Garbage Collection", -1),
        GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup)"));
    assertEquals(
        new GcEventParser.UntimedCycleLine(3, "Garbage Collection", 6L << 20),
        GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup) 8M(12%)->6M(9%)"));
    assertEquals(
        new GcEventParser.UntimedCycleLine(7, "Garbage Collection", 0),
        GcEventParser.untimedCycleLine("GC(7) Garbage Collection (System.gc()) 20M(31%)->0M(0%)"));
    assertEquals(
        new GcEventParser.UntimedCycleLine(7, "Garbage Collection", 2L << 30),
        GcEventParser.untimedCycleLine("GC(7) Garbage Collection (System.gc()) 3G(75%)->2G(50%)"));
    assertEquals(
        new GcEventParser.UntimedCycleLine(7, "Garbage Collection", -1),
        GcEventParser.untimedCycleLine("GC(7) Garbage Collection (System.gc())"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Garbage Collection"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup) (x)"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup) 8M(12%) -> 8M"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup) 8M(12%)->6M"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Garbage Collection (Warmup) 8M(12%)->6X(9%)"));
    assertNull(GcEventParser.untimedCycleLine("GC(3) Pause Mark Start 0.006ms"));
    assertNull(GcEventParser.cycle("GC(3) Garbage Collection (Warmup) 8M(12%)->8M(12%)"));
  }

  @Test
  void aZgcEndLineWhoseHeapDoesNotFitThrows() {
    assertThrows(
        NumberFormatException.class,
        () ->
            GcEventParser.untimedCycleLine(
                "GC(3) Garbage Collection (Warmup) 8M(12%)->9000000000000M(9%)"));
    assertThrows(
        NumberFormatException.class,
        () ->
            GcEventParser.untimedCycleLine(
                "GC(3) Garbage Collection (Warmup) 8M(12%)->99999999999999999999M(9%)"));
  }
}
