package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.SampleSummary;
import dev.perfkit.analyzers.gate.Shift;
import dev.perfkit.analyzers.stats.PValues;
import java.util.List;
import java.util.Locale;

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

  /** {@code 0.0714 [0.0702, 0.0731] ms/request (n=5)}, or {@code -} with no observation. */
  static String side(SampleSummary side, String unit) {
    if (side.n() == 0) {
      return "-";
    }
    String range =
        side.n() == 1
            ? number(side.median(), unit)
            : number(side.median(), unit)
                + " ["
                + number(side.min(), unit)
                + ", "
                + number(side.max(), unit)
                + "]";
    return range + " " + unitText(unit) + " (n=" + side.n() + ")";
  }

  /** {@code +10 ms/request (+10%) [+9.8, +10]}, or {@code -} when not measured. */
  static String shift(MetricCheck check) {
    Shift shift = check.shift();
    if (shift == null) {
      return "-";
    }
    String relative =
        Double.isNaN(check.relativeShift())
            ? ""
            : String.format(Locale.ROOT, " (%+.1f%%)", check.relativeShift() * 100);
    // A shift of a share is in percentage points, not a percentage of it (that is the relative).
    String shiftUnit = check.unit().equals("fraction") ? "pp" : check.unit();
    return signed(shift.estimate(), check.unit())
        + " "
        + shiftUnit
        + relative
        + " ["
        + signed(shift.low(), check.unit())
        + ", "
        + signed(shift.high(), check.unit())
        + "]";
  }

  private static String signed(double value, String unit) {
    String text = number(Math.abs(value), unit);
    return (value < 0 ? "-" : "+") + text;
  }

  /** Four significant digits, and a fraction as a percentage, so that small shifts stay visible. */
  private static String number(double value, String unit) {
    if (unit.equals("fraction")) {
      return trim(String.format(Locale.ROOT, "%.4g", value * 100));
    }
    if (Math.abs(value) >= 10000) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    return trim(String.format(Locale.ROOT, "%.4g", value));
  }

  private static String trim(String number) {
    if (!number.contains(".") || number.contains("e")) {
      return number;
    }
    String trimmed = number.replaceAll("0+$", "");
    return trimmed.endsWith(".") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
  }

  private static String unitText(String unit) {
    return unit.equals("fraction") ? "%" : unit;
  }
}
