package dev.perfkit.analyzers.history;

import dev.perfkit.analyzers.gate.SampleSummary;
import dev.perfkit.analyzers.gate.duet.DuetMetrics;
import dev.perfkit.analyzers.gate.duet.DuetRecord;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code perfkit history record} adds to a history: one run's or one repeat set's metrics,
 * each with its per-run values, or one duet's ratios to its reference, each with its per-round
 * values, under the commit it measured and what ran where.
 *
 * @param commit the commit measured
 * @param branch the branch it was on
 * @param recordedAt when it was recorded: the order of the history
 * @param identity what ran, on which JVM and host
 * @param runs how many runs are behind the values: the repeats of a set, a duet's rounds, else 1
 * @param source the run directory or summary it was read from
 * @param values every metric of the run with a finite value
 */
public record HistoryEntry(
    String commit,
    String branch,
    Instant recordedAt,
    Identity identity,
    int runs,
    String source,
    List<Value> values) {

  public HistoryEntry {
    values = List.copyOf(values);
  }

  /** The entry of {@code summary}, as read from {@code source}. */
  public static HistoryEntry of(
      RunSummary summary, String commit, String branch, Instant recordedAt, String source) {
    List<Value> values =
        summary.metrics().stream()
            .filter(metric -> Double.isFinite(metric.value()))
            .map(Value::of)
            .toList();
    return new HistoryEntry(
        commit, branch, recordedAt, Identity.of(summary.run()), runsBehind(values), source, values);
  }

  /**
   * The entry of a duet whose candidate is the commit measured and whose baseline is a reference
   * that stays the same from entry to entry: each measured metric's ratio, candidate over
   * reference, the median of the rounds' (each round's kept), under the metric's {@link
   * MetricSeries#versusReferenceId} id. A round that measured a metric on one side only is left out
   * of it.
   */
  public static HistoryEntry ofDuet(
      DuetRecord duet, String commit, String branch, Instant recordedAt, String source) {
    List<Value> values = new ArrayList<>();
    for (MetricKind kind : DuetMetrics.MEASURED) {
      double[] ratios =
          DuetMetrics.pairs(kind, duet.rounds()).stream()
              .mapToDouble(DuetMetrics.Pair::ratio)
              .toArray();
      if (ratios.length > 0) {
        values.add(
            new Value(
                MetricSeries.versusReferenceId(kind),
                SampleSummary.of(ratios).median(),
                Unit.RATIO.jsonName(),
                ratios.length < 2 ? List.of() : Arrays.stream(ratios).boxed().toList()));
      }
    }
    return new HistoryEntry(
        commit, branch, recordedAt, Identity.ofDuet(duet), runsBehind(values), source, values);
  }

  /** How many runs (or rounds) are behind the values: the most any value keeps, at least 1. */
  private static int runsBehind(List<Value> values) {
    return Math.max(1, values.stream().mapToInt(value -> value.runValues().size()).max().orElse(0));
  }

  /**
   * What ran, on what: the identity that tells two entries of one branch apart when the setup
   * changed rather than the code.
   *
   * @param target {@code bundled-server}, {@code command}, {@code attached} or {@code duet}; null
   *     if unknown
   * @param targetCommand the target's command line, or null
   * @param url the URL load was driven at, or null
   * @param configuration the bundled server's configuration, else empty
   * @param jvm the target JVM's version, vendor and VM name, or null
   * @param jvmFlags the JVM flags the target ran with
   * @param host the host's name, or null
   * @param hostCpus the processors the JVM saw, or null
   * @param hostOs the operating system and architecture, or null
   * @param start when collection started (ISO-8601), or null
   */
  public record Identity(
      String target,
      String targetCommand,
      String url,
      Map<String, String> configuration,
      String jvm,
      List<String> jvmFlags,
      String host,
      Integer hostCpus,
      String hostOs,
      String start) {

    /** The target of a duet's entry. */
    public static final String DUET_TARGET = "duet";

    public Identity {
      // In the order the server reported it, so that the same run is stored the same way.
      configuration = Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
      jvmFlags = List.copyOf(jvmFlags);
    }

    /**
     * A duet's: its candidate as the target, its reference and how it ran as the configuration; the
     * JVMs and the host are not in a duet's record.
     */
    static Identity ofDuet(DuetRecord duet) {
      Map<String, String> configuration = new LinkedHashMap<>();
      configuration.put("reference", duet.baseline());
      DuetRecord.Settings settings = duet.settings();
      if (settings != null) {
        configuration.put("rounds", Integer.toString(settings.rounds()));
        configuration.put("measured seconds", Double.toString(settings.measuredSeconds()));
        configuration.put("requests per second a side", Double.toString(settings.ratePerTarget()));
      }
      return new Identity(
          DUET_TARGET,
          duet.candidate(),
          settings == null ? null : settings.urlPath(),
          configuration,
          null,
          List.of(),
          null,
          null,
          null,
          null);
    }

    static Identity of(RunInfo run) {
      RunInfo.Jvm jvm = run.jvm();
      RunInfo.Host host = run.host();
      return new Identity(
          run.targetType(),
          run.targetCommand() == null ? null : String.join(" ", run.targetCommand()),
          run.url(),
          run.serverConfiguration(),
          jvm == null || jvm.version() == null
              ? null
              : jvm.version() + " " + jvm.vendor() + " " + jvm.vmName(),
          jvm == null ? List.of() : jvm.flags(),
          host == null ? null : host.name(),
          host == null ? null : host.cpuCount(),
          host == null ? null : host.os() + " " + host.arch(),
          run.start());
    }
  }

  /**
   * One metric of the entry.
   *
   * @param metricId its id in the catalog, a per-method one included
   * @param value the value a gate judges: a set's, or the single run's
   * @param unit its unit, as summary.json writes it
   * @param runValues each run's value of a repeat set; empty for a single run
   */
  public record Value(String metricId, double value, String unit, List<Double> runValues) {

    public Value {
      runValues = List.copyOf(runValues);
    }

    static Value of(Metric metric) {
      return new Value(
          metric.id(), metric.value(), metric.unit().jsonName(), metric.perRunValues());
    }
  }
}
