package dev.perfkit.reports;

import freemarker.template.utility.StringUtil;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import one.convert.Arguments;
import one.convert.FlameGraph;

/**
 * The one place that calls async-profiler's converter: its library API moved in 4.4 and has no
 * public documentation, so every call goes through here and a golden test pins its output.
 */
public final class FlameGraphs {

  /** The marker before the converter's frame-name table in its page. */
  private static final String NAMES_START = "const cpool = [";

  /** The marker after it. */
  private static final String NAMES_END = "unpack(cpool);";

  private FlameGraphs() {}

  /**
   * A whole interactive flame graph page (zoom, search, reset) of {@code collapsed} stacks.
   *
   * @param title shown on the page; escaped here, as the converter writes it raw
   * @param minWidthPercent frames narrower than this share of the total are not drawn; 0 draws all
   */
  public static String html(String collapsed, String title, double minWidthPercent)
      throws IOException {
    FlameGraph graph = new FlameGraph(arguments(title, minWidthPercent, false));
    graph.parseCollapsed(new StringReader(collapsed));
    return dump(graph);
  }

  /**
   * The two differential flame graphs of {@code baseline} and {@code candidate}: the baseline is
   * scaled to the candidate's total first, since the converter subtracts raw counts, and each graph
   * draws only its newer profile's shape, so what the candidate lost needs the reverse diff.
   */
  public static Diff diff(String baseline, String candidate, String title) throws IOException {
    return diff(baseline, candidate, title, 0, 2);
  }

  /**
   * The two differential flame graphs, without the frames narrower than {@code minWidthPercent} of
   * the total (0 draws all), which keeps the pages of huge profiles small. A frame only one side
   * has is drawn new (or gone) only beyond sampling chance ({@link OneSidedFrames}), judged with
   * the {@code pageGraphs} differential graphs its page draws (these two among them).
   */
  public static Diff diff(
      String baseline, String candidate, String title, double minWidthPercent, int pageGraphs)
      throws IOException {
    long baseTotal = total(baseline);
    long candidateTotal = total(candidate);
    OneSidedFrames.Floor newFloor = OneSidedFrames.floor(baseline, candidate, pageGraphs);
    OneSidedFrames.Floor goneFloor = OneSidedFrames.floor(candidate, baseline, pageGraphs);
    String grown =
        diffPage(
            withZeroStacks(scale(baseline, baseTotal, candidateTotal), newFloor),
            candidate,
            title + " (grew in candidate)",
            minWidthPercent);
    String shrunk =
        diffPage(
            withZeroStacks(scale(candidate, candidateTotal, baseTotal), goneFloor),
            baseline,
            title + " (gone from candidate)",
            minWidthPercent);
    return new Diff(grown, shrunk, baseTotal, candidateTotal, floor(newFloor), floor(goneFloor));
  }

  /**
   * Both directions of a differential flame graph.
   *
   * @param grown the candidate's shape, coloured by what grew against the scaled baseline
   * @param shrunk the baseline's shape, coloured by what the candidate no longer spends
   * @param baselineTotal the baseline's total count before scaling
   * @param candidateTotal the candidate's total count
   * @param newFloor how the frames only the candidate has were judged
   * @param goneFloor how the frames only the baseline has were judged
   */
  public record Diff(
      String grown,
      String shrunk,
      long baselineTotal,
      long candidateTotal,
      ChanceFloor newFloor,
      ChanceFloor goneFloor) {}

  /**
   * The sampling-noise floor of one graph.
   *
   * @param oneSided the frames (outermost of each subtree) whose call path only the drawn profile
   *     has
   * @param moved of those, the ones whose method the other profile has on another path, coloured by
   *     growth
   * @param withinChance of the others, the ones too few to be more than chance, coloured by growth
   * @param fewest the fewest samples a one-sided frame needed to be drawn new (or gone)
   */
  public record ChanceFloor(int oneSided, int moved, int withinChance, long fewest) {}

  private static String withZeroStacks(String base, OneSidedFrames.Floor floor) {
    return base.isEmpty() || base.endsWith("\n")
        ? base + floor.zeroStacks()
        : base + "\n" + floor.zeroStacks();
  }

  private static ChanceFloor floor(OneSidedFrames.Floor floor) {
    return new ChanceFloor(floor.oneSided(), floor.moved(), floor.withinChance(), floor.fewest());
  }

  private static String diffPage(String base, String newer, String title, double minWidthPercent)
      throws IOException {
    FlameGraph baseGraph = new FlameGraph(arguments(title, minWidthPercent, true));
    baseGraph.parseCollapsed(new StringReader(base));
    FlameGraph graph = new FlameGraph(arguments(title, minWidthPercent, true));
    graph.parseCollapsed(new StringReader(newer));
    graph.diff(baseGraph);
    return dump(graph);
  }

  private static Arguments arguments(String title, double minWidthPercent, boolean diff) {
    List<String> args = new ArrayList<>();
    args.add("--title");
    args.add(StringUtil.XHTMLEnc(title));
    if (minWidthPercent > 0) {
      args.add("--minwidth");
      args.add(String.format(Locale.ROOT, "%.4f", minWidthPercent));
    }
    if (diff) {
      args.add("--diff");
    }
    return new Arguments(args.toArray(String[]::new));
  }

  /** The converter's link to its project: a report names no other host, so it becomes text. */
  private static final Pattern LINK = Pattern.compile("<a href='https?://[^']*'>([^<]*)</a>");

  /**
   * The page, with every '<' in frame names written as a JS escape, so none can end the script, and
   * no link to another host.
   */
  private static String dump(FlameGraph graph) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    graph.dump(out);
    String page = out.toString(StandardCharsets.UTF_8);
    int start = page.indexOf(NAMES_START);
    int end = page.indexOf(NAMES_END, Math.max(start, 0));
    if (start < 0 || end < 0) {
      throw new IOException("the flame graph converter wrote a page of an unknown layout");
    }
    return LINK.matcher(page.substring(0, start)).replaceAll("$1")
        + page.substring(start, end).replace("<", "\\x3C")
        + page.substring(end);
  }

  /** The sum of the counts of collapsed stacks ("frame;frame count" lines). */
  static long total(String collapsed) {
    long total = 0;
    for (String line : collapsed.split("\n")) {
      total += count(line);
    }
    return total;
  }

  /** {@code collapsed} with every count multiplied by {@code to / from}, rounded. */
  static String scale(String collapsed, long from, long to) {
    if (from == 0 || from == to) {
      return collapsed;
    }
    double factor = (double) to / from;
    StringBuilder scaled = new StringBuilder(collapsed.length());
    for (String line : collapsed.split("\n")) {
      int space = line.lastIndexOf(' ');
      if (space > 0) {
        long count = Math.round(count(line) * factor);
        scaled.append(line, 0, space + 1).append(count).append('\n');
      }
    }
    return scaled.toString();
  }

  private static long count(String line) {
    int space = line.lastIndexOf(' ');
    if (space < 0) {
      return 0;
    }
    try {
      return Long.parseLong(line.substring(space + 1).trim());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
