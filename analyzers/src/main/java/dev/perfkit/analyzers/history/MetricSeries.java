package dev.perfkit.analyzers.history;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A metric's values over the recorded history, oldest first: what trends are drawn from and what
 * change points are searched in.
 *
 * @param metric the metric's kind in the catalog
 * @param points its recorded values, oldest first
 * @param id the series' id: the kind's own; one method's of a per-method kind ({@code
 *     cpu-share:pkg.Class.method}), so that each method has its own series; or the kind's followed
 *     by {@link #VERSUS_REFERENCE} for a duet's ratios, so that they never join a run's values
 */
public record MetricSeries(MetricKind metric, List<SeriesPoint> points, String id) {

  /**
   * What ends the id of a series of ratios, each point's value over that of a reference measured
   * beside it at the same time (a duet's rounds): a machine whose speed drifts moves both sides of
   * a ratio alike, where it moves a run's own value with it.
   */
  public static final String VERSUS_REFERENCE = "/vs-reference";

  public MetricSeries {
    points = List.copyOf(points);
  }

  /** The series of a metric that is not per method: its id is the kind's. */
  public MetricSeries(MetricKind metric, List<SeriesPoint> points) {
    this(metric, points, metric.id());
  }

  /** The id of {@code kind}'s ratios to a reference measured beside it. */
  public static String versusReferenceId(MetricKind kind) {
    return kind.id() + VERSUS_REFERENCE;
  }

  /** The metric a series id follows, a ratio's or a method's included; empty for an unknown id. */
  public static Optional<MetricKind> kindOf(String id) {
    String metricId =
        id.endsWith(VERSUS_REFERENCE)
            ? id.substring(0, id.length() - VERSUS_REFERENCE.length())
            : id;
    return MetricKind.of(metricId);
  }

  /** Whether its values are ratios to a reference measured beside each point. */
  public boolean versusReference() {
    return id.endsWith(VERSUS_REFERENCE);
  }

  /** The unit of its values: a ratio's, or the metric's. */
  public Unit unit() {
    return versusReference() ? Unit.RATIO : metric.unit();
  }

  /**
   * A setting whose value differs between two points.
   *
   * @param setting its name: {@code reference}, {@code rounds}, the server's {@code threads}...
   * @param before its value at the point before, or null when that point had none
   * @param after its value at the point, or null
   */
  public record SettingChange(String setting, String before, String after) {}

  /**
   * Each point that ran otherwise than the point before it, by index, with the settings that differ
   * (those that differ from run to run by design left out, {@link RunInfo#PER_RUN_SETTINGS}). A
   * step there may be that change, not the commit's.
   */
  public Map<Integer, List<SettingChange>> configurationChanges() {
    Map<Integer, List<SettingChange>> changes = new LinkedHashMap<>();
    for (int index = 1; index < points.size(); index++) {
      List<SettingChange> changed =
          changes(points.get(index - 1).configuration(), points.get(index).configuration());
      if (!changed.isEmpty()) {
        changes.put(index, changed);
      }
    }
    return changes;
  }

  private static List<SettingChange> changes(
      Map<String, String> before, Map<String, String> after) {
    Set<String> settings = new LinkedHashSet<>(before.keySet());
    settings.addAll(after.keySet());
    settings.removeAll(RunInfo.PER_RUN_SETTINGS);
    List<SettingChange> changed = new ArrayList<>();
    for (String setting : settings) {
      if (!Objects.equals(before.get(setting), after.get(setting))) {
        changed.add(new SettingChange(setting, before.get(setting), after.get(setting)));
      }
    }
    return changed;
  }

  /** The metric in words: a method's named, a ratio's said to be one. */
  public String label() {
    if (metric.perMethod()) {
      return metric.label() + " of " + id.substring(metric.id().length());
    }
    return versusReference() ? metric.label() + " vs reference" : metric.label();
  }
}
