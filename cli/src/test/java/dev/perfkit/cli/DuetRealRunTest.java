package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real duets: fresh JVM pairs under one load driver, on the bundled server (six rounds of a second
 * each, the fewest the paired test can judge) and on the JDK's own jwebserver, which nobody here
 * wrote (ten rounds of 2 s, so that its A/A duet passes on more than luck), and a jwebserver that
 * refuses to start again in round 2.
 */
class DuetRealRunTest {

  private static final Pattern HANDLED =
      Pattern.compile("perfkit-target-server stopped: handled (\\d+) requests");

  @TempDir Path dir;

  @Test
  void theLegacyVariantFailsOnAllocationAndCpuPerRequestAgainstTheOptimized() throws Exception {
    Path out = dir.resolve("duet");
    CommandRun result =
        CommandRun.of(
            "duet",
            "--out",
            out.toString(),
            "--rounds",
            "6",
            "--duration",
            "1s",
            "--warmup",
            "1s",
            "--rate",
            "2500",
            "--execution-mode",
            "nio",
            "--thread-type",
            "virtual",
            "--baseline-variant",
            "optimized",
            "--candidate-variant",
            "legacy");

    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    assertTrue(result.out().contains("REGRESSION (2 regressed,"), result.out());
    JsonNode duet = Json.mapper().readTree(out.resolve("duet.json").toFile());
    assertEquals(6, duet.path("rounds").size());
    for (JsonNode round : duet.path("rounds")) {
      crossCheck(out, round);
    }
    // Judged again from the directory: the same verdict.
    CommandRun again = CommandRun.of("gate", "--duet", out.toString(), "--format", "json");
    assertEquals(ExitCode.REGRESSION, again.exitCode(), again.err());
    assertEquals(
        Json.mapper().readTree(out.resolve("gate.json").toFile()),
        Json.mapper().readTree(again.out()));
    recordedInAHistory(out, duet.path("rounds"));
  }

  /**
   * The duet recorded in a history: each metric as the median of the rounds' ratios, computed here
   * from duet.json's readings, under its /vs-reference id.
   */
  private void recordedInAHistory(Path out, JsonNode rounds) throws Exception {
    String db = dir.resolve("history.db").toString();
    CommandRun record =
        CommandRun.of("history", "record", out.toString(), "--commit", "c0ffee", "--db", db);
    assertEquals(ExitCode.OK, record.exitCode(), record.err());
    assertTrue(
        record.out().startsWith("recorded 2 metrics of " + out + " (6 rounds)"), record.out());
    CommandRun shown = CommandRun.of("history", "show", "--format", "json", "--db", db);
    assertEquals(ExitCode.OK, shown.exitCode(), shown.err());
    JsonNode series = Json.mapper().readTree(shown.out()).path("series");
    assertEquals(2, series.size(), shown.out());
    String[][] metrics = {
      {"cpu-time-per-request/vs-reference", "cpuSeconds", "requests"},
      {"alloc-bytes-per-request/vs-reference", "allocatedBytes", "allocationRequests"}
    };
    for (int m = 0; m < metrics.length; m++) {
      double[] ratios = new double[rounds.size()];
      for (int r = 0; r < rounds.size(); r++) {
        JsonNode base = rounds.get(r).path("baseline");
        JsonNode cand = rounds.get(r).path("candidate");
        ratios[r] =
            (cand.path(metrics[m][1]).asDouble() / cand.path(metrics[m][2]).asDouble())
                / (base.path(metrics[m][1]).asDouble() / base.path(metrics[m][2]).asDouble());
      }
      java.util.Arrays.sort(ratios);
      JsonNode point = series.get(m).path("points").get(0);
      assertEquals(metrics[m][0], series.get(m).path("metric").asText());
      assertEquals("ratio", series.get(m).path("unit").asText());
      assertEquals((ratios[2] + ratios[3]) / 2, point.path("value").asDouble(), 1e-9);
      assertEquals(6, point.path("runValues").size());
      assertTrue(point.path("value").asDouble() > 1, "the legacy variant costs more: " + point);
    }
  }

  @Test
  void aUserCommandAgainstItselfPasses() throws Exception {
    // C1 alone: its JIT is idle 5 s into a round where C2's is after 21-28 s (measured), and the
    // test is of the pairing and the verdict, which any JIT serves. 10 rounds: with 6, the fewest
    // that can reach p < 0.05, an A/A duet once measured +5.0% (p = 0.031, every round one way)
    // and failed on its 5% budget, as the Hodges-Lehmann estimate of 6 ratios spread 2.6-6.9%
    // (measured) can; 10 narrow it by a fifth. 2 s windows for more of /proc's 10 ms ticks of CPU
    // time a side. 2,000 requests/s: the JIT-idle warm-up waits for 5,000 requests a side, and
    // this duet took 107 s at 1,000/s, 87 s at 2,000/s and 77 s at 2,500/s, where the per-round
    // CPU ratio spread 2.2%, 3.6% and 5.4% (measured, 10-30 rounds each): beyond 2,000/s two
    // servers and the driver saturate the 2 cores. At 3.6% the estimate of 10 rounds spreads about
    // 1.2%, far from the 5% budget.
    String server = jwebserver() + " -p {port}";
    Path out = dir.resolve("duet");
    CommandRun result =
        CommandRun.of(
            "duet",
            "--out",
            out.toString(),
            "--rounds",
            "10",
            "--duration",
            "2s",
            "--warmup",
            "1s",
            "--rate",
            "2000",
            "--url-path",
            "/index.html",
            "--baseline",
            server,
            "--candidate",
            server);

    // What fails a build must not happen: no regression. A check may come out "improved" by
    // chance, in 2.5% of A/A duets at the signed-rank test's two-sided 0.05: one did (-2.7%, p =
    // 0.027, 10 rounds), and it is still a pass.
    assertEquals(ExitCode.OK, result.exitCode(), result.err() + result.out());
    assertTrue(result.out().contains("pass (0 regressed, "), result.out());
    JsonNode rounds = Json.mapper().readTree(out.resolve("duet.json").toFile()).path("rounds");
    for (JsonNode round : rounds) {
      // Each side's requests are counted over its own readings (the side read first at the
      // window's start counts the backlog of a lagging schedule too), so the two counts differ;
      // each must cover most of the window's 2 s of 2,000 requests/s.
      assertTrue(round.path("baseline").path("requests").asLong() >= 2000, round.toString());
      assertTrue(round.path("candidate").path("requests").asLong() >= 2000, round.toString());
      assertTrue(round.path("baseline").path("allocatedBytes").asDouble() > 0, round.toString());
    }
  }

  @Test
  void aSideThatDiesKeepsTheRoundsBeforeIt() throws Exception {
    // A candidate that serves its first start and refuses its second, in round 2. 4,000 requests/s
    // a side: the JIT-idle warm-up's 5,000 requests a side take about a second.
    Path script = dir.resolve("candidate.sh");
    Files.writeString(
        script,
        "if [ -e \"$0.started\" ]; then echo 'no second start' >&2; exit 3; fi\n"
            + "touch \"$0.started\"\n"
            + "exec "
            + jwebserver()
            + " -p \"$1\"\n");
    Path out = dir.resolve("duet");
    CommandRun result =
        CommandRun.of(
            "duet",
            "--out",
            out.toString(),
            "--rounds",
            "2",
            "--duration",
            "1s",
            "--warmup",
            "1s",
            "--rate",
            "4000",
            "--url-path",
            "/index.html",
            "--baseline",
            jwebserver() + " -p {port}",
            "--candidate",
            "sh " + script + " {port}");

    assertEquals(ExitCode.INCOMPLETE, result.exitCode(), result.err());
    String last = result.err().lines().reduce((first, second) -> second).orElseThrow();
    assertTrue(last.startsWith("perfkit: duet round 2: the candidate (sh "), result.err());
    assertTrue(
        last.endsWith("; " + out.resolve("duet.json") + " holds the 1 round before it"),
        result.err());
    JsonNode duet = Json.mapper().readTree(out.resolve("duet.json").toFile());
    assertEquals(false, duet.path("complete").asBoolean(true), duet.toString());
    assertTrue(
        duet.path("incompleteReason").asText().startsWith("round 2: the candidate"),
        duet.toString());
    assertEquals(1, duet.path("rounds").size(), duet.toString());
    assertTrue(duet.path("rounds").get(0).path("candidate").path("requests").asLong() >= 500);
    assertTrue(duet.path("sideFailed").asBoolean(), duet.toString());
    assertTrue(duet.path("verdict").isNull(), "no verdict on a duet a side broke off");
    assertTrue(Files.notExists(out.resolve("gate.json")), "no verdict file a gate could read");

    // Judged again, it has no verdict either; and no history takes it.
    CommandRun again = CommandRun.of("gate", "--duet", out.toString());
    assertEquals(ExitCode.INCOMPLETE, again.exitCode(), again.err());
    assertTrue(
        again.err().startsWith("perfkit: " + out.resolve("duet.json") + ": a side failed (1 of 2"),
        again.err());
    assertTrue(again.err().endsWith("): no verdict; run the duet again\n"), again.err());
    CommandRun recorded =
        CommandRun.of(
            "history",
            "record",
            out.toString(),
            "--commit",
            "c",
            "--db",
            dir.resolve("h.db").toString());
    assertEquals(ExitCode.FAILURE, recorded.exitCode(), recorded.err());
  }

  /** The JDK's jwebserver serving a one-page site, C1 alone; its port to be appended. */
  private String jwebserver() throws Exception {
    Path site = Files.createDirectories(dir.resolve("site"));
    Files.writeString(site.resolve("index.html"), "<p>hello</p>\n");
    return TestJvms.jdkTool("jwebserver")
        + " -J-XX:TieredStopAtLevel=1 -b 127.0.0.1 -o none -d "
        + site;
  }

  /**
   * The readings against independent counts: the server's own count of the requests it handled (at
   * least the measured ones), and the process's CPU time from /proc/PID/stat (10 ms ticks).
   */
  private static void crossCheck(Path out, JsonNode round) throws Exception {
    for (String side : new String[] {"baseline", "candidate"}) {
      JsonNode reading = round.path(side);
      Path log =
          out.resolve("rounds/" + round.path("round").asInt() + "/" + side + "/logs/target.out");
      Matcher handled = HANDLED.matcher(Files.readString(log));
      assertTrue(handled.find(), log.toString());
      long measured = reading.path("requests").asLong();
      assertTrue(measured > 0 && Long.parseLong(handled.group(1)) >= measured, round.toString());
      double threads =
          reading.path("cpuSeconds").asDouble() + reading.path("compilerCpuSeconds").asDouble();
      double process = reading.path("processCpuSeconds").asDouble();
      assertTrue(Math.abs(threads - process) <= 0.03 + 0.1 * process, round.toString());
    }
  }
}
