package dev.perfkit.reports;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.WarmupWindow;
import dev.perfkit.analyzers.run.RunDirectory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * The load's global table, what a load-testing tool's report opens with: per run (and for a set,
 * all its runs together) the measured phase's requests, OK and KO, the response time statistics of
 * every one of its requests from the load driver's HdrHistogram log, and the requests per second.
 * Beside it, the warm-up window's success rate against the whole run's, the study's measure.
 */
public final class LoadTable {

  /**
   * One row.
   *
   * @param label what the row covers: "the run", "repeat 2", "all 4 runs"
   * @param requests the measured phase's requests
   * @param ok the OK ones
   * @param ko the failed ones
   * @param successRate OK / all, as {@link Numbers#percent} writes it
   * @param ms min, p50, p75, p95, p99, max and mean response time in ms, OK and KO requests alike;
   *     empty when the histogram log is missing or damaged
   * @param meanRate requests per second of the measured phase, by the log's own clock; null without
   *     the log
   * @param warmup the warm-up window's success rate, or null when the load was too short for one
   */
  public record Row(
      String label,
      long requests,
      long ok,
      long ko,
      String successRate,
      List<Double> ms,
      Double meanRate,
      String warmup) {}

  /** The percentiles of the row's response time columns, between its min and its max. */
  static final double[] PERCENTILES = {50, 75, 95, 99};

  private LoadTable() {}

  /**
   * Puts the run report's table of {@code members} into {@code model}, with the window's length.
   */
  static void put(Map<String, Object> model, List<SetMembers.Member> members) {
    model.put("loadTable", of(members));
    model.put("warmupSeconds", WarmupWindow.SECONDS);
  }

  /**
   * The comparison's table: each side's whole row (its one run, or all its runs together), named
   * for the side; empty unless both sides have load.
   */
  static List<Row> sides(List<SetMembers.Member> baseline, List<SetMembers.Member> candidate) {
    List<Row> a = of(baseline);
    List<Row> b = of(candidate);
    if (a.isEmpty() || b.isEmpty()) {
      return List.of();
    }
    return List.of(side("baseline", a), side("candidate", b));
  }

  private static Row side(String name, List<Row> rows) {
    Row whole = rows.get(rows.size() - 1);
    String label = rows.size() == 1 ? name : name + " (" + whole.label() + ")";
    return new Row(
        label,
        whole.requests(),
        whole.ok(),
        whole.ko(),
        whole.successRate(),
        whole.ms(),
        whole.meanRate(),
        whole.warmup());
  }

  /**
   * Each member's row, then for a set a row of all its runs (their histograms added, their requests
   * over their summed measured time); empty when a member has no load.
   */
  static List<Row> of(List<SetMembers.Member> members) {
    List<Row> rows = new ArrayList<>();
    Histogram all = null;
    double seconds = 0;
    boolean logs = true;
    for (SetMembers.Member member : members) {
      LoadResults load = load(member);
      if (load == null) {
        return List.of();
      }
      Optional<LatencyDistribution.Log> log = log(member, load);
      rows.add(row(member.name(), load, log.orElse(null)));
      logs &= log.isPresent();
      if (log.isPresent()) {
        all = LatencyDistribution.added(all, log.get().histogram());
        seconds += log.get().seconds();
      }
    }
    if (members.size() > 1) {
      rows.add(all(members, logs ? new LatencyDistribution.Log(all, seconds) : null));
    }
    return rows;
  }

  private static Row all(List<SetMembers.Member> members, LatencyDistribution.Log log) {
    List<LoadResults> loads = members.stream().map(LoadTable::load).toList();
    long requests = loads.stream().mapToLong(LoadResults::total).sum();
    long ok = loads.stream().mapToLong(LoadResults::ok).sum();
    long ko = loads.stream().mapToLong(LoadResults::ko).sum();
    List<WarmupWindow> windows =
        loads.stream().map(WarmupWindow::of).flatMap(Optional::stream).toList();
    String warmup = null;
    if (windows.size() == loads.size()) {
      long windowOk = windows.stream().mapToLong(WarmupWindow::ok).sum();
      long windowRequests = windows.stream().mapToLong(WarmupWindow::requests).sum();
      warmup = Numbers.percent((double) windowOk / windowRequests);
    }
    return new Row(
        "all " + members.size() + " runs",
        requests,
        ok,
        ko,
        Numbers.percent(requests == 0 ? 1.0 : (double) ok / requests),
        times(log),
        rate(requests, log),
        warmup);
  }

  private static Row row(String label, LoadResults load, LatencyDistribution.Log log) {
    return new Row(
        label,
        load.total(),
        load.ok(),
        load.ko(),
        Numbers.percent(load.successRate()),
        times(log),
        rate(load.total(), log),
        WarmupWindow.of(load).map(w -> Numbers.percent(w.successRate())).orElse(null));
  }

  private static List<Double> times(LatencyDistribution.Log log) {
    if (log == null || log.histogram().getTotalCount() == 0) {
      return List.of();
    }
    Histogram h = log.histogram();
    List<Double> ms = new ArrayList<>();
    ms.add(h.getMinValue() / 1e6);
    for (double percentile : PERCENTILES) {
      ms.add(h.getValueAtPercentile(percentile) / 1e6);
    }
    ms.add(h.getMaxValue() / 1e6);
    ms.add(h.getMean() / 1e6);
    return ms;
  }

  private static Double rate(long requests, LatencyDistribution.Log log) {
    return log == null || log.seconds() <= 0 ? null : requests / log.seconds();
  }

  private static LoadResults load(SetMembers.Member member) {
    var sections = member.summary().sections();
    return sections == null || sections.load() == null ? null : sections.load().results();
  }

  private static Optional<LatencyDistribution.Log> log(SetMembers.Member member, LoadResults load) {
    if (member.directory() == null || load.histogramFile() == null) {
      return Optional.empty();
    }
    return LatencyDistribution.log(
        new RunDirectory(member.directory()).loadDir().resolve(load.histogramFile()));
  }
}
