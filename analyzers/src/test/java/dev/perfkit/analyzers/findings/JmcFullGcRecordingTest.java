package dev.perfkit.analyzers.findings;

import static dev.perfkit.analyzers.findings.FindingLookup.finding;
import static dev.perfkit.analyzers.findings.FindingLookup.quantity;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.RealInputs;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * JDK Mission Control's own test recording of a G1 JVM with full GCs (shared real inputs: 108
 * collections, 7,649.528 ms of pauses, the longest 577.966 ms, 16 full GCs, over 19.9 s): from the
 * JFR file alone it must yield GC findings with those numbers, where it once gave "No findings".
 */
class JmcFullGcRecordingTest {

  @Test
  void yieldsGcFindingsWithTheRecordingsNumbers() throws Exception {
    Path file = RealInputs.file("jfr/jmc-full_gc_g1.jfr");
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(file));
    Finding overhead = finding(analysis, "gc-overhead");
    assertEquals(108, quantity(overhead, "collections"), 0);
    assertEquals(7649.528, quantity(overhead, "total pause time"), 0.001);
    assertEquals(577.966, quantity(overhead, "longest pause"), 0.001);
    assertEquals(100, overhead.score()); // 38% of the run in pauses
    Finding full = finding(analysis, "full-gc");
    assertEquals(16, quantity(full, "full GCs"), 0);
    assertEquals("JFR recording", full.source());
    assertEquals(577.966, quantity(finding(analysis, "long-gc-pause"), "longest pause"), 0.001);
  }
}
