package dev.perfkit.reports;

import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * A set's GC or JIT totals as the run report shows them: one row per run, then over all runs (the
 * counts and times summed, the longest pause the longest of all), then the mean per run (what the
 * set's metrics give) and the runs' range.
 *
 * @param source the evidence every run's totals come from ("GC log", "compilation log")
 * @param columns the totals' labels
 * @param rows the rows, the runs' first
 */
public record SetTotalsTable(String source, List<String> columns, List<Row> rows) {

  /**
   * One row.
   *
   * @param label the run's name, or what the row sums up
   * @param cells one text per column, empty where the row has no such number
   * @param kind {@code run}, {@code all}, {@code mean} or {@code range}
   */
  public record Row(String label, List<String> cells, String kind) {}

  /** The table of the first of {@code kinds} every member has; null when none is in every one. */
  static SetTotalsTable of(List<RunTotals.Kind<?>> kinds, List<SetMembers.Member> members) {
    List<RunSummary> runs = members.stream().map(SetMembers.Member::summary).toList();
    for (RunTotals.Kind<?> kind : kinds) {
      SetTotalsTable table = of(kind, members, runs);
      if (table != null) {
        return table;
      }
    }
    return null;
  }

  private static <T> SetTotalsTable of(
      RunTotals.Kind<T> kind, List<SetMembers.Member> members, List<RunSummary> runs) {
    List<T> parts = kind.parts(runs);
    if (parts == null) {
      return null;
    }
    List<PerRun> values = kind.columns().stream().map(c -> PerRun.of(c, parts)).toList();
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      int run = i;
      rows.add(
          new Row(
              members.get(i).name(),
              values.stream().map(v -> v.text(v.values()[run])).toList(),
              "run"));
    }
    List<String> all = new ArrayList<>();
    for (int c = 0; c < values.size(); c++) {
      PerRun v = values.get(c);
      all.add(
          switch (kind.columns().get(c).overRuns()) {
            case SUM -> v.text(v.sum());
            case MAX -> v.text(v.max());
            case NONE -> "";
          });
    }
    rows.add(new Row("all " + members.size() + " runs", all, "all"));
    rows.add(
        new Row(
            "the set, per run", values.stream().map(v -> v.text(v.setValue())).toList(), "mean"));
    rows.add(
        new Row(
            "lowest to highest run",
            values.stream().map(v -> v.text(v.min()) + " to " + v.text(v.max())).toList(),
            "range"));
    List<String> columns = kind.columns().stream().map(RunTotals.Column::what).toList();
    return new SetTotalsTable(kind.name(), columns, rows);
  }
}
