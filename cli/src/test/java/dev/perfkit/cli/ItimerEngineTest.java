package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --cpu-engine itimer}, async-profiler's process-wide CPU timer (what containers that refuse
 * perf_events and per-thread timers leave), on a real JVM: the agent is asked for {@code itimer},
 * the recording says so, and its samples are read as the CPU profile, with the program's frames.
 */
class ItimerEngineTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path temp;

  @Test
  void profilesCpuWithTheItimerEngine() throws Exception {
    Process program =
        TestJvms.startJava(temp.resolve("program"), List.of(), BusyProgram.class.getName());
    try {
      TestJvms.awaitText(program, temp.resolve("program/stdout.txt"), "busy-program ready", 30_000);
      Path out = temp.resolve("runs/itimer");
      CommandRun result =
          CommandRun.of(
              "profile",
              "--pid",
              Long.toString(program.pid()),
              "--out",
              out.toString(),
              "--duration",
              "2s",
              "--events",
              "cpu",
              "--cpu-engine",
              "itimer");
      assertEquals(0, result.exitCode(), result.err());
      JsonNode cpu = JSON.readTree(out.resolve("run.json").toFile()).at("/profiling/events/0");
      assertEquals("cpu", cpu.get("name").asText(), cpu.toString());
      assertEquals("itimer", cpu.get("engine").asText(), cpu.toString());
      String settings =
          TestJvms.run(
              TestJvms.jdkTool("jfr"),
              "print",
              "--events",
              "jdk.ActiveSetting",
              out.resolve("profile.jfr").toString());
      assertTrue(settings.contains("value = \"itimer\""), settings);
      List<String> stacks = Files.readAllLines(out.resolve("stacks/cpu.collapsed"));
      assertTrue(stacks.stream().anyMatch(line -> line.contains("BusyProgram.work")), "no frames");
      RunSummary summary = SummaryReader.read(out.resolve("summary.json"));
      // Three busy threads for 2 s at async-profiler's default 10 ms: hundreds of samples, and
      // read as CPU, as the JFR reader reads event=itimer.
      assertEquals("CPU profile", summary.sections().cpu().profile().label());
      assertTrue(summary.sections().cpu().profile().total() > 100, summary.sections().toString());
    } finally {
      TestJvms.stop(program);
    }
  }
}
