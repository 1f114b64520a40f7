package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real run whose warm-up lasts until the bundled server's JIT compilers are idle: run.json says
 * why it ended, and the CPU time per request counts the seconds after it, the compilers left out.
 */
class WarmupUntilJitIdleTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path temp;

  @Test
  void measuresFromTheSecondAfterTheJitSettled() throws IOException {
    Path dir = temp.resolve("run");
    CommandRun run =
        CommandRun.of(
            "run",
            "--out",
            dir.toString(),
            "--events",
            "alloc",
            "--rate",
            "2000",
            "--warmup",
            "1s",
            "--duration",
            "2s",
            "--warmup-until-jit-idle",
            "--no-report");
    assertEquals(0, run.exitCode(), run.err());
    JsonNode runJson = JSON.readTree(dir.resolve("run.json").toFile());
    String note = runJson.at("/notes/0").asText();
    assertTrue(
        note.startsWith("the warm-up lasted until the JIT compilers had been idle for 2 s: ")
            || note.startsWith("the JIT compilers were still busy 60 s after"),
        note);
    JsonNode window = runJson.at("/target/cpuAfterWarmup");
    JsonNode perSecond = JSON.readTree(dir.resolve("load/results.json").toFile()).get("perSecond");
    int firstMeasured = 0;
    while (perSecond.get(firstMeasured).get("phase").asText().equals("warmup")) {
      firstMeasured++;
    }
    assertEquals(firstMeasured, window.get("fromSecond").asInt(), perSecond.toString());
    assertTrue(firstMeasured >= 3, "1 s planned, then 2 idle seconds at least: " + firstMeasured);
    long requests = 0;
    for (int i = firstMeasured; i < perSecond.size(); i++) {
      requests += perSecond.get(i).get("requests").asLong();
    }
    RunSummary summary = SummaryReader.read(dir.resolve("summary.json"));
    // The profilers' share of the CPU samples (JFR's sampler here) is taken out of the CPU time.
    Metric profilers = summary.metric("profiler-cpu-share");
    double kept = 1 - (profilers == null ? 0 : profilers.value());
    double serving =
        window.get("seconds").asDouble() * kept - window.get("compilerSeconds").asDouble();
    Metric cpu = summary.metric("cpu-time-per-request");
    assertEquals(serving * 1000 / requests, cpu.value(), 1e-9);
    assertTrue(cpu.source().contains("after the warm-up"), cpu.source());
  }
}
