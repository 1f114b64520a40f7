package dev.perfkit.cli;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.Metric.Spread;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import dev.perfkit.analyzers.summary.SummaryFile;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/** Synthetic summaries of repeated runs, as 'perfkit run --repeat N' writes them, for the gate. */
final class GateRuns {

  private GateRuns() {}

  /**
   * A summary in {@code dir} whose CPU time per request and throughput have these per-run values.
   */
  static Path write(Path dir, double[] cpuMillis, double[] throughput, List<Finding> findings)
      throws IOException {
    return write(dir, cpuMillis, throughput, findings, RunInfo.ofFiles());
  }

  /** As {@link #write(Path, double[], double[], List)}, under the run block {@code run}. */
  static Path write(
      Path dir, double[] cpuMillis, double[] throughput, List<Finding> findings, RunInfo run)
      throws IOException {
    List<Metric> metrics =
        List.of(
            metric("cpu-time-per-request", Unit.MILLISECONDS_PER_REQUEST, Better.LOWER, cpuMillis),
            metric("throughput", Unit.REQUESTS_PER_SECOND, Better.HIGHER, throughput));
    RunSummary summary =
        new RunSummary(
            RunSummary.SCHEMA_VERSION,
            "test",
            Instant.EPOCH,
            List.of(dir.toString()),
            run,
            metrics,
            findings,
            List.of(),
            List.of(),
            new Sections(null, null, null, null, null, null, null, null));
    SummaryFile.write(summary, dir);
    return dir;
  }

  static Finding finding(String ruleId, String subject, int score, Severity severity) {
    return new Finding(
        Finding.keyOf(ruleId, subject),
        ruleId,
        subject,
        score,
        severity,
        "A " + ruleId + " finding.",
        "It matters.",
        "Fix it.",
        "JFR recording",
        List.of());
  }

  private static Metric metric(String id, Unit unit, Better better, double[] values) {
    List<Double> list = values.length == 1 ? List.of() : Arrays.stream(values).boxed().toList();
    double mean = Arrays.stream(values).average().orElseThrow();
    return new Metric(
        id, mean, unit, better, new Spread(values.length, null, "synthetic", list), "synthetic");
  }

  /** A single run of the bundled server's {@code variant}, as its run.json tells it. */
  static RunInfo bundledServer(String variant, boolean complete) {
    return bundledServer(variant, complete, List.of("java", "-jar", "target-server.jar"));
  }

  /**
   * As {@link #bundledServer(String, boolean)}, started by {@code command}; a null variant is a run
   * that failed before the server said how it was configured.
   */
  static RunInfo bundledServer(String variant, boolean complete, List<String> command) {
    return new RunInfo(
        "run",
        List.of("run"),
        "bundled-server",
        command,
        null,
        variant == null ? Map.of() : Map.of("variant", variant),
        variant,
        null,
        null,
        null,
        null,
        null,
        complete,
        complete ? null : "the target exited before the load ended",
        "test",
        List.of());
  }

  /** One single run of a pooled side. */
  record Single(double cpuMillis, double throughput, List<Finding> findings, RunInfo run) {

    /** A run with no findings, read from files (no run.json). */
    static Single of(double cpuMillis, double throughput) {
      return new Single(cpuMillis, throughput, List.of(), RunInfo.ofFiles());
    }
  }

  /** {@code count} single runs in {@code dir/name-i}, run {@code i} as {@code single} says. */
  static List<Path> singles(Path dir, String name, int count, IntFunction<Single> single)
      throws IOException {
    List<Path> runs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Single run = single.apply(i);
      runs.add(
          write(
              dir.resolve(name + "-" + i),
              new double[] {run.cpuMillis()},
              new double[] {run.throughput()},
              run.findings(),
              run.run()));
    }
    return runs;
  }

  /** {@code perfkit gate} with these runs or files on each side, then {@code more}. */
  static CommandRun gate(List<Path> baseline, List<Path> candidate, String... more) {
    return CommandRun.of(args(baseline, candidate, more));
  }

  /** The arguments of {@link #gate}. */
  static String[] args(List<Path> baseline, List<Path> candidate, String... more) {
    List<String> args = new ArrayList<>(List.of("gate", "--baseline"));
    baseline.forEach(path -> args.add(path.toString()));
    args.add("--candidate");
    candidate.forEach(path -> args.add(path.toString()));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  static double[] times(double[] values, double factor) {
    return Arrays.stream(values).map(value -> value * factor).toArray();
  }
}
