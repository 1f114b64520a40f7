package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventSelectionTest {

  private static final Path FILE = Path.of("/runs/x/profile.jfr");

  @Test
  void defaultEventsBecomeOneAgentStartWithEveryEventCpuByCtimer() {
    assertEquals(
        "start,event=ctimer,interval=10ms,alloc=512k,wall=50ms,lock=10us,file=/runs/x/profile.jfr",
        EventSelection.parse(EventSelection.DEFAULT).agentOptions(FILE));
  }

  @Test
  void thePerfEngineAsksAsyncProfilerForPerfEvents() {
    EventSelection selection =
        EventSelection.parse("cpu=5ms").withCpuEngine(CpuEngine.parse("perf"));
    assertEquals(
        "start,event=cpu,interval=5ms,file=/runs/x/profile.jfr", selection.agentOptions(FILE));
    assertEquals(
        List.of("start", "-e", "cpu", "-i", "5ms", "-o", "jfr", "-f", FILE.toString()),
        selection.asprofStartArguments(FILE));
    assertEquals(
        "--cpu-engine: unknown engine 'itimer'; choose ctimer or perf",
        assertThrows(CollectException.class, () -> CpuEngine.parse("itimer")).getMessage());
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
    assertEquals(
        "--events: 'wall=often': the setting must be a number with an optional unit (10ms)",
        assertThrows(CollectException.class, () -> EventSelection.parse("wall=often"))
            .getMessage());
  }
}
