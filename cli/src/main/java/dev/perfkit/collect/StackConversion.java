package dev.perfkit.collect;

import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.stacks.CollapsedNames;
import dev.perfkit.reports.FlameGraphs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import one.convert.Arguments;
import one.convert.JfrToFlame;

/**
 * Splits async-profiler's recording into collapsed stacks per event with async-profiler's own
 * converter, in-process (it streams the file chunk by chunk), folds their generated names as every
 * perfkit reader does, and draws each event's HTML flame graph from the folded stacks. In a run
 * with load, the stacks and graphs cover the load's measured window, as the analysis does, and a
 * second graph per event shows what came before it (start-up and warm-up).
 */
public final class StackConversion {

  private StackConversion() {}

  /** What one event produced. */
  public record EventOutput(String event, long stackCount, String problem) {}

  /**
   * Converts every event; an event without samples leaves no files, because absent files, never
   * empty ones, are the run directory's signal.
   */
  public static List<EventOutput> convertAll(RunDirectory dir, EventSelection events) {
    List<EventOutput> outputs = new ArrayList<>();
    if (!Files.isRegularFile(dir.profileJfr())) {
      return outputs;
    }
    Optional<MeasuredWindow> window = MeasuredWindow.ofRun(dir);
    for (String event : events.names()) {
      outputs.add(convert(dir, event, window));
      window.ifPresent(measured -> drawBefore(dir, event, measured));
    }
    RunDirectories.removeIfEmpty(dir.stacksDir());
    RunDirectories.removeIfEmpty(dir.flameGraphsDir());
    return outputs;
  }

  private static EventOutput convert(
      RunDirectory dir, String event, Optional<MeasuredWindow> window) {
    Path collapsed = dir.collapsed(event);
    Path html = dir.flameGraph(event);
    try {
      Files.createDirectories(collapsed.getParent());
      Files.createDirectories(html.getParent());
      run(dir.profileJfr(), collapsed, event, ConverterWindow.within(window));
      long stacks = countLines(collapsed);
      if (stacks == 0) {
        Files.delete(collapsed);
        return new EventOutput(event, 0, null);
      }
      String folded = fold(collapsed);
      Files.writeString(html, FlameGraphs.html(folded, event + " profile", 0));
      return new EventOutput(event, stacks, null);
    } catch (IOException | RuntimeException e) {
      // A recording cut short (kill -9, full disk) may fail part-way: keep what converted.
      return new EventOutput(event, 0, "profile.jfr: cannot convert " + event + ": " + e);
    }
  }

  /**
   * Draws the flame graph of what the event sampled before the measured window, through a scratch
   * collapsed file; nothing when it sampled nothing then. A failure costs only this graph.
   */
  private static void drawBefore(RunDirectory dir, String event, MeasuredWindow window) {
    Path scratch = dir.stacksDir().resolve(event + ".before-window.tmp");
    try {
      run(dir.profileJfr(), scratch, event, ConverterWindow.before(window));
      if (countLines(scratch) > 0) {
        String title = event + " profile before the measured window (start-up and warm-up)";
        Files.writeString(dir.warmupFlameGraph(event), FlameGraphs.html(fold(scratch), title, 0));
      }
    } catch (IOException | RuntimeException e) {
      // The measured window's stacks are what the run is about; this graph is a side view.
    } finally {
      try {
        Files.deleteIfExists(scratch);
      } catch (IOException e) {
        // a scratch file left behind is harmless
      }
    }
  }

  /**
   * Folds the generated names the converter's {@code --norm} leaves (JDK 17's lambda counters,
   * proxies, accessors, generated subclasses) in place, so that the file, its flame graph and the
   * analysis name every frame alike; returns the folded text the graph is drawn from.
   */
  private static String fold(Path collapsed) throws IOException {
    Path temp = collapsed.resolveSibling(collapsed.getFileName() + ".tmp");
    try (BufferedReader in = Files.newBufferedReader(collapsed, StandardCharsets.UTF_8);
        Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
      new CollapsedNames().copy(in, out);
    }
    Files.move(temp, collapsed, StandardCopyOption.REPLACE_EXISTING);
    return Files.readString(collapsed, StandardCharsets.UTF_8);
  }

  private static void run(Path input, Path output, String event, List<String> window)
      throws IOException {
    List<String> options = new ArrayList<>(List.of("--" + event, "--norm", "-o", "collapsed"));
    options.addAll(window);
    JfrToFlame.convert(
        input.toString(), output.toString(), new Arguments(options.toArray(String[]::new)));
  }

  private static long countLines(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.filter(line -> !line.isBlank()).count();
    }
  }
}
