package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.rules.SyntheticProfiles;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fixed analysis of a made-up run, with every number chosen, for the golden files of the output
 * formats and the summary round trip: ten seconds of load, a CPU and an allocation profile, one
 * finding, one rule not applicable.
 */
public final class SyntheticAnalysis {

  /** The time the fixed analysis is said to have run. */
  public static final Instant ANALYZED_AT = Instant.parse("2026-11-20T10:01:00Z");

  private static final Path RUN = Path.of("/runs/demo");

  private SyntheticAnalysis() {}

  public static Analysis analysis() {
    AnalysisInputs inputs = new AnalysisInputs();
    inputs.with(LoadInputs.LOAD_RESULTS, load());
    inputs.with(StackInputs.CPU, cpu());
    inputs.with(StackInputs.ALLOC, allocation());
    List<ReadReport> reads =
        List.of(
            new ReadReport(
                RUN.resolve("profile.jfr"),
                "JFR recording",
                List.of("CPU profile", "allocation profile"),
                false,
                ""),
            new ReadReport(
                RUN.resolve("load/results.json"),
                "load results",
                List.of("load results"),
                false,
                ""));
    List<RuleOutcome> outcomes =
        List.of(
            new RuleOutcome(
                "hot-allocation-site", "Hot allocation site", true, List.of(), List.of(finding())),
            new RuleOutcome("long-gc-pause", "Long GC pause", false, List.of("GC log"), List.of()));
    return new Analysis(List.of(RUN.toString()), record(), reads, inputs, outcomes);
  }

  public static RunSummary summary() {
    return analysis().toSummary("0.1.0-test", ANALYZED_AT);
  }

  /** The synthetic summary with these metrics and findings in place of its own. */
  public static RunSummary summary(List<Metric> metrics, List<Finding> findings) {
    RunSummary base = summary();
    return new RunSummary(
        base.schemaVersion(),
        base.perfkitVersion(),
        base.analyzedAt(),
        base.source(),
        base.run(),
        metrics,
        findings,
        base.rules(),
        base.inputs(),
        base.sections());
  }

  /** Ten measured seconds, the first two slow, one KO in the third. */
  public static LoadResults load() {
    return LoadResultsFixtures.withSeries(
        new long[] {400, 800, 1000, 1000, 990, 1010, 1000, 1005, 995, 1000},
        new double[] {9, 6, 5, 5, 5, 5, 5, 5, 5, 5},
        new long[] {0, 0, 1, 0, 0, 0, 0, 0, 0, 0});
  }

  static StackProfile cpu() {
    return profile(
        StackEvent.CPU,
        ValueUnit.SAMPLES,
        "app.Main.run;app.Codec.parse 600",
        "app.Main.run;app.Codec.encode 300",
        "app.Main.run 100");
  }

  static StackProfile allocation() {
    return profile(
        StackEvent.ALLOC, ValueUnit.BYTES, "app.Main.run;app.Codec.parse;byte[] 92000000");
  }

  private static StackProfile profile(StackEvent event, ValueUnit unit, String... lines) {
    return SyntheticProfiles.profile(event, unit, 10_000_000_000L, lines);
  }

  private static Finding finding() {
    String subject = "app.Codec.parse (byte[])";
    return new FindingBuilder("hot-allocation-site", subject, 80)
        .summary("byte[] allocated in app.Codec.parse takes 100% of allocated bytes")
        .explanation("Every request allocates a fresh buffer.")
        .suggestion("Reuse the buffer across requests.")
        .source("async-profiler recording")
        .evidence(List.of(Evidence.of("allocated", Quantity.bytes(91_960_000))));
  }

  private static Map<String, String> configuration() {
    Map<String, String> configuration = new LinkedHashMap<>();
    configuration.put("address", "127.0.0.1:8080");
    configuration.put("mode", "blocking");
    configuration.put("variant", "legacy");
    return configuration;
  }

  public static RunRecord record() {
    return new RunRecord(
        RunRecord.SCHEMA_VERSION,
        "0.1.0-test",
        "run",
        List.of("run", "--out", RUN.toString(), "--duration", "10s"),
        new RunRecord.Target(
            "bundled-server",
            4242,
            List.of("java", "-cp", "perfkit.jar", "dev.perfkit.server.Main"),
            List.of("-XX:+UnlockDiagnosticVMOptions", "-Xlog:gc*:file=logs/gc.log"),
            List.of(),
            "http://127.0.0.1:8080/hello",
            configuration(),
            9201L,
            0,
            2.76,
            null,
            null),
        new RunRecord.Jvm("25.0.1", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "/jdk"),
        new RunRecord.Host("box", 2, "Linux", "amd64"),
        new RunRecord.Profiling(List.of(), "profile.jfr", "recording.jfr", "profile", "all"),
        new RunRecord.Load("hello", 9199, 1, 5, true),
        null,
        "2026-11-20T10:00:00Z",
        "2026-11-20T10:00:12.500Z",
        true,
        null,
        List.of(),
        null);
  }
}
