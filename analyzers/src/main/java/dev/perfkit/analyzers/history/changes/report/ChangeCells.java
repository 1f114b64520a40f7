package dev.perfkit.analyzers.history.changes.report;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.changes.ChangePoint;
import dev.perfkit.analyzers.history.changes.SeriesChanges;
import dev.perfkit.analyzers.history.changes.Shift;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.stats.PValues;

/** A change point's facts as the reports word them, the same in text, Markdown and history.html. */
public final class ChangeCells {

  private ChangeCells() {}

  /** {@code CPU time per request (cpu-time-per-request, lower is better)}. */
  public static String metric(MetricSeries series) {
    return series.label()
        + " ("
        + series.id()
        + ", "
        + series.metric().better().jsonName()
        + " is better)";
  }

  /** {@code 30 points: 1 change point}. */
  public static String count(SeriesChanges series) {
    int points = series.series().points().size();
    int found = series.changePoints().size();
    return points
        + (points == 1 ? " point: " : " points: ")
        + (found == 0
            ? "no change point"
            : found + (found == 1 ? " change point" : " change points"));
  }

  /** {@code #16 of 30}: the point's place from 1, as runs are counted. */
  public static String place(SeriesChanges series, ChangePoint change) {
    return "#" + (change.index() + 1) + " of " + series.series().points().size();
  }

  public static String commit(ChangePoint change) {
    return change.point().shownCommit();
  }

  /** {@code +5.2% [+3.1%, +7.3%]}, the interval at 95%, or the change alone without one. */
  public static String size(Shift shift) {
    String relative = Numbers.signedPercent(shift.relative());
    if (Double.isNaN(shift.relativeLow())) {
      return relative;
    }
    return relative
        + " ["
        + Numbers.signedPercent(shift.relativeLow())
        + ", "
        + Numbers.signedPercent(shift.relativeHigh())
        + "]";
  }

  /** {@code 0.044 ms per request -> 0.046 ms per request}, in the series' unit. */
  public static String means(MetricSeries series, ChangePoint change) {
    return Quantity.of(change.shift().meanBefore(), series.unit()).text()
        + " -> "
        + Quantity.of(change.shift().meanAfter(), series.unit()).text();
  }

  public static String p(Shift shift) {
    return "p " + PValues.text(shift.p());
  }
}
