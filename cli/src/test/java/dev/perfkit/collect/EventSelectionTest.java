package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EventSelectionTest {

  private static final Path FILE = Path.of("/runs/x/profile.jfr");

  @Test
  void defaultEventsBecomeOneAgentStartWithoutTheWallClockCpuByCtimer() {
    assertEquals(
        "start,event=ctimer,interval=10ms,alloc=512k,lock=10us,file=/runs/x/profile.jfr",
        EventSelection.parse(EventSelection.DEFAULT).agentOptions(FILE));
  }

  /** perf asks async-profiler for perf_events ({@code cpu}), itimer for its process-wide timer. */
  @ParameterizedTest
  @CsvSource({"perf, cpu", "itimer, itimer"})
  void eachEngineAsksAsyncProfilerForItsOwnEvent(String engine, String profilerEvent) {
    EventSelection selection =
        EventSelection.parse("cpu=5ms").withCpuEngine(CpuEngine.parse(engine));
    assertEquals(
        "start,event=" + profilerEvent + ",interval=5ms,file=/runs/x/profile.jfr",
        selection.agentOptions(FILE));
    assertEquals(
        List.of("start", "-e", profilerEvent, "-i", "5ms", "-o", "jfr", "-f", FILE.toString()),
        selection.asprofStartArguments(FILE));
  }

  @Test
  void anUnknownEngineIsRefusedNamingTheThree() {
    assertEquals(
        "--cpu-engine: unknown engine 'hpet'; choose ctimer, perf or itimer",
        assertThrows(CollectException.class, () -> CpuEngine.parse("hpet")).getMessage());
  }

  @Test
  void settingsAreKeptAndCpuIsOnlyAskedForWhenChosen() {
    EventSelection selection = EventSelection.parse("alloc=256k, LOCK=1ms");
    assertEquals(
        "start,alloc=256k,lock=1ms,file=/runs/x/profile.jfr", selection.agentOptions(FILE));
    assertEquals(
        List.of("start", "--alloc", "256k", "--lock", "1ms", "-o", "jfr", "-f", FILE.toString()),
        selection.asprofStartArguments(FILE));
  }

  @Test
  void noneMeansNoProfiling() {
    assertTrue(EventSelection.parse("none").isEmpty());
    assertEquals("none", EventSelection.parse("none").toString());
  }

  @Test
  void rejectsUnknownRepeatedAndMalformedEvents() {
    assertEquals(
        "--events: unknown event 'itimer'; choose from cpu, alloc, wall, lock, none",
        assertThrows(CollectException.class, () -> EventSelection.parse("itimer")).getMessage());
    assertEquals(
        "--events: 'cpu' is given twice",
        assertThrows(CollectException.class, () -> EventSelection.parse("cpu,cpu=5ms"))
            .getMessage());
    assertRefused(
        "--events: 'wall=often': the wall interval must be a whole number above 0 with a unit:"
            + " ns, us, ms or s (wall=50ms)",
        "wall=often");
  }

  @Test
  void anEmptyListOrEntryIsRefusedNotReadAsNone() {
    assertRefused("--events: the list is empty; give cpu, alloc, wall, lock or none", "");
    assertRefused(
        "--events: 'cpu,,alloc' has an empty entry; give cpu, alloc, wall, lock or none",
        "cpu,,alloc");
    assertRefused("--events: 'none' cannot go with other events", "cpu,none");
  }

  @Test
  void timeSettingsNeedAPositiveNumberAndATimeUnit() {
    String rule = " must be a whole number above 0 with a unit: ns, us, ms or s";
    assertRefused("--events: 'cpu=0ms': the cpu interval" + rule + " (cpu=10ms)", "cpu=0ms");
    assertRefused("--events: 'cpu=10q': the cpu interval" + rule + " (cpu=10ms)", "cpu=10q");
    assertRefused("--events: 'cpu=10': the cpu interval" + rule + " (cpu=10ms)", "cpu=10");
    assertRefused("--events: 'cpu=-5ms': the cpu interval" + rule + " (cpu=10ms)", "cpu=-5ms");
    assertRefused("--events: 'wall=10k': the wall interval" + rule + " (wall=50ms)", "wall=10k");
    assertRefused("--events: 'lock=0us': the lock threshold" + rule + " (lock=10us)", "lock=0us");
    assertRefused(
        "--events: 'cpu=9999999999999s': the cpu interval" + rule + " (cpu=10ms)",
        "cpu=9999999999999s");
    assertEquals(
        List.of(
            new ProfilingEvent("cpu", "250us"),
            new ProfilingEvent("wall", "1s"),
            new ProfilingEvent("lock", "500ns")),
        EventSelection.parse("cpu=250US,wall=1s,lock=500ns").events());
  }

  @Test
  void allocationSettingsAreBytesWithAnOptionalUnit() {
    String rule =
        " must be a whole number above 0 of bytes, optionally with a unit: k, m or g (powers of"
            + " 1024) (alloc=512k)";
    assertRefused("--events: 'alloc=1q': the allocation interval" + rule, "alloc=1q");
    assertRefused("--events: 'alloc=0': the allocation interval" + rule, "alloc=0");
    assertRefused("--events: 'alloc=1ms': the allocation interval" + rule, "alloc=1ms");
    assertEquals(
        List.of(new ProfilingEvent("alloc", "2m")), EventSelection.parse("alloc=2m").events());
    assertEquals(
        List.of(new ProfilingEvent("alloc", "65536")),
        EventSelection.parse("alloc=65536").events());
  }

  /** A leading zero would make async-profiler read the number as octal: 010ms would be 8 ms. */
  @Test
  void leadingZerosAreDroppedBeforeAsyncProfilerSeesThem() {
    assertEquals(
        "start,event=ctimer,interval=10ms,alloc=8k,file=/runs/x/profile.jfr",
        EventSelection.parse("cpu=010ms,alloc=08k").agentOptions(FILE));
  }

  private static void assertRefused(String message, String events) {
    assertEquals(
        message,
        assertThrows(CollectException.class, () -> EventSelection.parse(events)).getMessage());
  }
}
