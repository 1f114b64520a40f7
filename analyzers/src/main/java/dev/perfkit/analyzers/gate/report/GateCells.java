package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.format.Scale;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.SampleSummary;
import dev.perfkit.analyzers.gate.Shift;
import dev.perfkit.analyzers.stats.PValues;
import java.util.List;

/** The cells of a check's row, worded once for the terminal's table and the Markdown one. */
public final class GateCells {

  /** The column headings, in order. */
  public static final List<String> HEADINGS =
      List.of(
          "check",
          "baseline median [min, max]",
          "candidate median [min, max]",
          "shift [95% interval]",
          "p",
          "budget",
          "verdict",
          "why");

  private GateCells() {}

  /** The row of {@code check}, one cell per heading. */
  public static List<String> row(MetricCheck check) {
    return List.of(
        check.id(),
        side(check.baseline(), check.unit()),
        side(check.candidate(), check.unit()),
        shift(check),
        pCell(check),
        check.budget() == null ? "-" : check.budget().text(),
        check.verdict().word(),
        check.note());
  }

  /** {@code 0.0079}, or {@code 0.0079 (Holm 0.063)} for a check judged in a family. */
  static String pCell(MetricCheck check) {
    if (check.pValue() == null) {
      return "-";
    }
    String own = PValues.text(check.pValue());
    return check.familyPValue() == null
        ? own
        : own + " (Holm " + PValues.text(check.familyPValue()) + ")";
  }

  /**
   * {@code 0.0714 [0.0702, 0.0731] ms/request (n=5)}, {@code 158.9 [155.1, 162.3] MiB/s (n=4)}, or
   * {@code -} with no observation: one scale for the three numbers, chosen by the median.
   */
  static String side(SampleSummary side, String unit) {
    if (side.n() == 0) {
      return "-";
    }
    Scale scale = Scale.of(unit, side.median());
    String range =
        side.n() == 1
            ? scale.number(side.median())
            : scale.number(side.median())
                + " ["
                + scale.number(side.min())
                + ", "
                + scale.number(side.max())
                + "]";
    return range + " " + scale.unit() + " (n=" + side.n() + ")";
  }

  /**
   * {@code +10 ms/request (+10.0%) [+9.8, +10]}, a share's shift in percentage points, or {@code -}
   * when not measured.
   */
  static String shift(MetricCheck check) {
    Shift shift = check.shift();
    if (shift == null) {
      return "-";
    }
    String relative =
        Double.isNaN(check.relativeShift())
            ? ""
            : " (" + Numbers.signedPercent(check.relativeShift()) + ")";
    Scale scale = Scale.of(check.unit(), shift.estimate());
    return scale.signed(shift.estimate())
        + " "
        + scale.changeUnit()
        + relative
        + " ["
        + scale.signed(shift.low())
        + ", "
        + scale.signed(shift.high())
        + "]";
  }
}
