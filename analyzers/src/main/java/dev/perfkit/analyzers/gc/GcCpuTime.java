package dev.perfkit.analyzers.gc;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CPU time the GC's threads used in one pause against its real time, as logs print them:
 * unified logging's {@code gc,cpu} line {@code GC(5) User=0.18s Sys=0.04s Real=0.68s}, JDK 8's
 * {@code [Times: user=0.18 sys=0.04, real=0.68 secs]}. GC threads run in parallel, so user + sys is
 * normally at or above real; a pause whose real time is far above it waited for a CPU.
 *
 * @param userSeconds CPU time in user mode, over all GC threads
 * @param sysSeconds CPU time in the kernel, over all GC threads
 * @param realSeconds the wall-clock time the pause took
 */
public record GcCpuTime(double userSeconds, double sysSeconds, double realSeconds) {

  /**
   * Real time at least this many times the CPU time is starvation: a single-threaded collector that
   * ran the whole pause would show about 1, parallel ones more.
   */
  static final double STARVED_RATIO = 2.0;

  /**
   * Below this real time the logs' 10 ms resolution makes the ratio noise ({@code User=0.00s
   * Real=0.01s}).
   */
  static final double MIN_REAL_SECONDS = 0.05;

  private static final String NUMBER = "(\\d+[.,]\\d+)";

  private static final Pattern UNIFIED =
      Pattern.compile(
          "^GC\\((\\d+)\\) User=" + NUMBER + "s Sys=" + NUMBER + "s Real=" + NUMBER + "s");

  private static final Pattern LEGACY =
      Pattern.compile(
          "^\\[Times: user=" + NUMBER + " sys=" + NUMBER + ", real=" + NUMBER + " secs\\]");

  /** A unified {@code gc,cpu} message with its collection's id. */
  record OfGc(long gcId, GcCpuTime time) {}

  /** The times of a {@code gc,cpu} message, or null when it is not one. */
  static OfGc unified(String message) {
    Matcher m = UNIFIED.matcher(message);
    if (!m.find()) {
      return null;
    }
    return new OfGc(Long.parseLong(m.group(1)), of(m.group(2), m.group(3), m.group(4)));
  }

  /** The times of a JDK 8 {@code [Times: ...]} event, or null when it is not one. */
  static GcCpuTime legacy(CharSequence event) {
    Matcher m = LEGACY.matcher(event);
    return m.find() ? of(m.group(1), m.group(2), m.group(3)) : null;
  }

  private static GcCpuTime of(String user, String sys, String real) {
    return new GcCpuTime(seconds(user), seconds(sys), seconds(real));
  }

  /** The JVM formats these with its locale: {@code 0,68} is 0.68. */
  private static double seconds(String text) {
    return Double.parseDouble(text.replace(',', '.'));
  }

  public double cpuSeconds() {
    return userSeconds + sysSeconds;
  }

  /** Whether the pause's GC threads were kept from running for most of it. */
  public boolean starved() {
    return realSeconds >= MIN_REAL_SECONDS && realSeconds >= STARVED_RATIO * cpuSeconds();
  }
}
