package dev.perfkit.analyzers.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import dev.perfkit.analyzers.stacks.StackInputs;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which sampler a profile came from, told by the recording itself (async-profiler names its {@code
 * jdk.ActiveRecording}), since the shares of findings name it: async-profiler samples every thread,
 * the JVM's own sampler only Java threads.
 */
class ProfileSourcesTest {

  @TempDir Path dir;

  @Test
  void aRecordingAsyncProfilerWroteIsNamedSoAndTheJvmsIsAJfrRecording() throws Exception {
    Analysis profiler =
        Analyzer.standard().analyzeFiles(List.of(ProfiledRun.profilerRecording(dir)));
    assertEquals("async-profiler recording", profiler.inputs().sourceOf(StackInputs.CPU));
    Analysis jvm = Analyzer.standard().analyzeFiles(List.of(ProfiledRun.jvmRecording(dir)));
    assertEquals("JFR recording", jvm.inputs().sourceOf(StackInputs.CPU));
  }
}
