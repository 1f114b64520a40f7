package dev.perfkit.analyzers.logs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Counts over log text by plain regular expressions: the independent check of the readers. */
public final class PlainCounts {

  private static final Pattern INLINE_FAIL = Pattern.compile("<inline_fail reason='([^']*)'/>");
  private static final Pattern INLINE_SUCCESS =
      Pattern.compile("<inline_success reason='([^']*)'/>");

  /** A unified-logging pause line: {@code GC(12) Pause Young (Normal) ... 3.141ms}, ZGC's too. */
  public static final String PAUSE_LINE = ".*GC\\(\\d+\\) ([YyO]: )?Pause .* [\\d.]+ms";

  private static final Pattern PAUSE_MS = Pattern.compile("Pause .* ([\\d.]+)ms$");

  private PlainCounts() {}

  /** Complete {@code <inline_fail reason='...'/>} elements per (unescaped) reason. */
  public static Map<String, Long> inlineFailuresByReason(String text) {
    return byReason(INLINE_FAIL, text);
  }

  /** Complete {@code <inline_success reason='...'/>} elements per (unescaped) reason. */
  public static Map<String, Long> inlineSuccessesByReason(String text) {
    return byReason(INLINE_SUCCESS, text);
  }

  private static Map<String, Long> byReason(Pattern element, String text) {
    Map<String, Long> counts = new TreeMap<>();
    Matcher matcher = element.matcher(text);
    while (matcher.find()) {
      counts.merge(unescape(matcher.group(1)), 1L, Long::sum);
    }
    return counts;
  }

  public static long occurrences(String text, String literal) {
    long count = 0;
    for (int at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + 1)) {
      count++;
    }
    return count;
  }

  /** Lines matching {@code regex} in full. */
  public static long matchingLines(String text, String regex) {
    Pattern pattern = Pattern.compile(regex);
    return text.lines().filter(line -> pattern.matcher(line).matches()).count();
  }

  private static String unescape(String xml) {
    return xml.replace("&apos;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
  }

  /** The duration, in ms, of every pause line of a unified GC log. */
  public static double[] pauseDurations(String text) {
    return text.lines()
        .filter(line -> line.matches(PAUSE_LINE))
        .mapToDouble(
            line -> {
              Matcher matcher = PAUSE_MS.matcher(line);
              if (!matcher.find()) {
                throw new AssertionError("no duration in " + line);
              }
              return Double.parseDouble(matcher.group(1));
            })
        .toArray();
  }

  /** The uptime, in seconds, that decorates the last line of a unified log: {@code [1.234s]}. */
  public static double lastUptimeSeconds(String text) {
    return uptimeSeconds(text.lines().reduce((a, b) -> b).orElseThrow());
  }

  /** The uptime, in seconds, that decorates the first line of a unified log. */
  public static double firstUptimeSeconds(String text) {
    return uptimeSeconds(text.lines().findFirst().orElseThrow());
  }

  private static double uptimeSeconds(String line) {
    return Double.parseDouble(line.substring(1, line.indexOf("s]")));
  }

  /**
   * The durations, in ms, of the cycles of ZGC before its generational mode, which logs none: each
   * from the uptime of its {@code GC(N) Garbage Collection (cause)} start line to that of its end
   * line, the one with the heap ({@code ->}); NaN for an end without a start.
   */
  public static double[] untimedZgcCycleMillis(String text) {
    Map<String, Double> starts = new HashMap<>();
    List<Double> durations = new ArrayList<>();
    for (String line : text.lines().toList()) {
      int at = line.indexOf(") Garbage Collection (");
      if (at < 0) {
        continue;
      }
      String id = line.substring(line.indexOf("GC(") + 3, at);
      double seconds = Double.parseDouble(line.substring(1, line.indexOf("s]")));
      if (line.contains("->")) {
        Double start = starts.remove(id);
        durations.add(start == null ? Double.NaN : (seconds - start) * 1000);
      } else {
        starts.put(id, seconds);
      }
    }
    return durations.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /**
   * The heap after, in MB as written, of each end line of a cycle of ZGC before its generational
   * mode: {@code GC(3) Garbage Collection (Warmup) 24M(38%)->8M(12%)} gives 8.
   */
  public static long[] zgcCycleEndHeapAfterMb(String text) {
    return heapAfterMb(text, "Garbage Collection", "");
  }

  /**
   * The same for generational ZGC's timed end lines: {@code GC(3) Minor Collection (Allocation
   * Rate) 40M(62%)->64M(100%) 0.016s} gives 64.
   */
  public static long[] generationalZgcCycleEndHeapAfterMb(String text) {
    return heapAfterMb(text, "(?:Major|Minor) Collection", " [\\d.]+s");
  }

  private static long[] heapAfterMb(String text, String cycle, String duration) {
    Matcher end =
        Pattern.compile(
                "(?m)\\] GC\\(\\d+\\) "
                    + cycle
                    + " \\(.*\\) \\d+M\\(\\d+%\\)->(\\d+)M\\(\\d+%\\)"
                    + duration
                    + "$")
            .matcher(text);
    List<Long> sizes = new ArrayList<>();
    while (end.find()) {
      sizes.add(Long.parseLong(end.group(1)));
    }
    return sizes.stream().mapToLong(Long::longValue).toArray();
  }

  /** A compile task's time as its stamps give it: its task_done's stamp minus its task's, in ms. */
  public static long taskMillis(String text, int compileId) {
    Matcher start =
        Pattern.compile("<task compile_id='" + compileId + "'[^>]* stamp='([\\d.]+)'>")
            .matcher(text);
    Matcher done = Pattern.compile("<task_done [^>]*stamp='([\\d.]+)'/>").matcher(text);
    if (!start.find() || !done.find(start.end())) {
      throw new AssertionError("no task " + compileId + " with its task_done");
    }
    return Math.round(
        (Double.parseDouble(done.group(1)) - Double.parseDouble(start.group(1))) * 1000);
  }

  /**
   * Finished tasks per compiler ("c1", "c2"), counted in each compiler thread's section of a merged
   * log, before the {@code <fragment>} that quotes a compile in flight at exit.
   */
  public static Map<String, Long> tasksPerCompiler(String text) {
    Map<String, Long> tasks = new TreeMap<>();
    Pattern threadName = Pattern.compile("name='(C[12]) CompilerThread");
    for (String section : text.split("<compilation_log thread=")) {
      Matcher thread = threadName.matcher(section);
      if (thread.find()) {
        String whole = section.split("<fragment>")[0];
        tasks.merge(thread.group(1).toLowerCase(), occurrences(whole, "<task_done "), Long::sum);
      }
    }
    return tasks;
  }
}
