package dev.perfkit.reports;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The first screen of report.html: what ran, in a few lines; the headline metrics with their
 * spread; the application's highest findings. The sections below hold every detail.
 *
 * @param whatRan what ran, as facts of a line each: target, load, runs, JVM and host
 * @param headline the catalog's headline metrics the run has, in the headline's order
 * @param topFindings the application's findings with the highest scores
 * @param applicationFindings how many findings are about the application's code
 * @param jdkFindings how many are about the JDK's internals
 */
public record RunStory(
    List<Fact> whatRan,
    List<MetricRow> headline,
    List<Finding> topFindings,
    long applicationFindings,
    long jdkFindings) {

  /** The application findings the first screen shows; the findings section lists them all. */
  static final int TOP = 3;

  /** One fact of what ran: {@code load}, {@code open, 6,000 requests/s over 64 connections}. */
  public record Fact(String what, String value) {}

  static RunStory of(RunSummary summary, int runs) {
    List<Finding> application =
        summary.findings().stream().filter(f -> f.scope() == Scope.APPLICATION).toList();
    return new RunStory(
        whatRan(summary, runs),
        MetricKind.headline().stream()
            .map(kind -> summary.metric(kind.id()))
            .filter(Objects::nonNull)
            .map(MetricRow::of)
            .toList(),
        application.stream().limit(TOP).toList(),
        application.size(),
        summary.findings().size() - application.size());
  }

  private static List<Fact> whatRan(RunSummary summary, int runs) {
    RunInfo run = summary.run();
    List<Fact> facts = new ArrayList<>();
    facts.add(new Fact("target", target(run)));
    LoadResults load =
        summary.sections() == null || summary.sections().load() == null
            ? null
            : summary.sections().load().results();
    if (load != null) {
      facts.add(new Fact("load", load(load)));
    }
    facts.add(new Fact("runs", runs(run, runs)));
    if (run.jvm() != null || run.host() != null) {
      facts.add(new Fact("on", machine(run)));
    }
    return facts;
  }

  private static String target(RunInfo run) {
    if (run.targetType() == null) {
      return "loose files (" + run.kind() + ")";
    }
    String what =
        "bundled-server".equals(run.targetType()) ? "the bundled server" : run.targetType();
    if (run.variant() != null) {
      what += ", variant " + run.variant();
    }
    Map<String, String> configuration = run.serverConfiguration();
    List<String> words = new ArrayList<>();
    configuration.forEach(
        (key, value) -> {
          if (!RunInfo.PER_RUN_SETTINGS.contains(key) && !key.equals("variant")) {
            words.add(key + " " + value);
          }
        });
    return words.isEmpty() ? what : what + " (" + String.join(", ", words) + ")";
  }

  private static String load(LoadResults load) {
    String model =
        "open".equals(load.model())
            ? "open model, " + Numbers.rate(load.ratePerSecond()) + " requests/s over "
            : "closed model, ";
    String timeout =
        load.timeoutMs() == null ? "" : ", timeout " + Numbers.count(load.timeoutMs()) + " ms";
    return "scenario "
        + load.scenario()
        + ", "
        + model
        + load.connections()
        + " connections"
        + timeout;
  }

  private static String runs(RunInfo run, int runs) {
    String each = run.durationSeconds() == null ? "" : Numbers.tenths(run.durationSeconds()) + " s";
    if (runs > 1) {
      return runs + " fresh JVMs (a repeat set: each metric over its runs)";
    }
    return each.isEmpty() ? "one run" : "one run of " + each;
  }

  private static String machine(RunInfo run) {
    List<String> parts = new ArrayList<>();
    if (run.jvm() != null) {
      parts.add("JDK " + run.jvm().version());
    }
    if (run.host() != null) {
      parts.add(run.host().cpuCount() + " CPUs, " + run.host().os() + " " + run.host().arch());
    }
    return String.join("; ", parts);
  }
}
