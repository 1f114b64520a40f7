package dev.perfkit.analyzers.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run directory as the collector leaves it: async-profiler's recording and the collapsed stacks
 * converted from it. The analysis reads the recording and not the stacks again.
 */
class RunAnalysisTest {

  @TempDir static Path temp;
  private static RunDirectory run;

  @BeforeAll
  static void collect() throws Exception {
    run = new RunDirectory(temp.resolve("run"));
    Files.createDirectories(run.stacksDir());
    Path recorded = ProfiledRun.profilerRecording(temp);
    Files.move(recorded, run.profileJfr());
    ProfiledRun.convert(run.profileJfr(), run.collapsed("cpu"), "--cpu");
    Files.writeString(run.runJson(), "{\"schemaVersion\":1,\"kind\":\"run\"}");
  }

  @Test
  void collapsedStacksConvertedFromTheRecordingAreNotReadAgain() throws Exception {
    Analysis analysis = Analyzer.standard().analyzeRun(run);

    ReadReport profile = report(analysis, run.profileJfr());
    ReadReport stacks = report(analysis, run.collapsed("cpu"));
    assertEquals(true, profile.inputs().contains("CPU profile"), profile.toString());
    assertEquals(List.of(), stacks.inputs());
    assertEquals("not read: converted from profile.jfr, which gave the CPU profile", stacks.note());
    assertEquals("run", analysis.run().kind());
  }

  @Test
  void collapsedStacksAreReadWhenTheRecordingGaveNoProfile() throws Exception {
    RunDirectory copy = new RunDirectory(temp.resolve("no-recording"));
    Files.createDirectories(copy.stacksDir());
    Files.copy(run.collapsed("cpu"), copy.collapsed("cpu"));
    Files.writeString(copy.profileJfr(), "");
    Files.copy(run.runJson(), copy.runJson());

    Analysis analysis = Analyzer.standard().analyzeRun(copy);

    assertEquals(List.of("CPU profile"), report(analysis, copy.collapsed("cpu")).inputs());
    assertEquals("skipped", report(analysis, copy.profileJfr()).kind());
  }

  private static ReadReport report(Analysis analysis, Path file) {
    return analysis.reads().stream().filter(r -> r.file().equals(file)).findFirst().orElseThrow();
  }
}
