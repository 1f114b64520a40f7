package dev.perfkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.scope.ProfilerFrames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A collapsed file read by plain string work, independent of perfkit's reader, for tests to check
 * findings against: frames with their type suffix cut (and kept apart) and slashes as dots; shares
 * out of the samples without a profiler frame.
 */
record PlainStacks(
    List<List<String>> stacks, List<List<String>> types, List<Long> counts, long profiler) {

  static PlainStacks read(Path file) throws IOException {
    return read(Files.readAllLines(file), frames -> false);
  }

  /**
   * The execution samples of a run's recording in its load's measured window, as the JDK's own
   * {@code jfr} tool prints them, without the JIT compiler threads' samples, as an inlining site's
   * heat is taken. Read from the recording, not the converter's collapsed file, whose frame types
   * differ from the recording's: the legacy server's readRequest ran its own code in 365 samples by
   * the collapsed file, 216 by the recording (of 3,772 samples in a 10 s run).
   */
  static PlainStacks fromRecordingWithoutJitCompilerThreads(Path run)
      throws IOException, InterruptedException {
    Path jfr = run.resolve("profile.jfr");
    PlainWindow window = PlainWindow.of(run);
    Path printed = Files.createTempFile("perfkit-plain-stacks", ".json");
    try {
      Process process =
          new ProcessBuilder(
                  TestJvms.jdkTool("jfr"),
                  "print",
                  "--json",
                  "--stack-depth",
                  "2048",
                  "--events",
                  "jdk.ExecutionSample",
                  jfr.toString())
              .redirectOutput(printed.toFile())
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      if (process.waitFor() != 0) {
        throw new IOException("jfr print failed on " + jfr);
      }
      List<String> lines = new ArrayList<>();
      for (JsonNode event :
          Json.mapper().readTree(printed.toFile()).path("recording").path("events")) {
        if (!window.holds(event)) {
          continue;
        }
        List<String> frames = new ArrayList<>();
        for (JsonNode frame : event.path("values").path("stackTrace").path("frames")) {
          String type = frame.path("type").asText();
          JsonNode method = frame.path("method");
          boolean symbol = type.equals("Native") || type.equals("C++") || type.equals("Kernel");
          String name =
              symbol
                  ? method.path("name").asText()
                  : method.path("type").path("name").asText() + "." + method.path("name").asText();
          frames.add(0, name + TYPE_SUFFIXES.getOrDefault(type, ""));
        }
        lines.add(String.join(";", frames) + " 1");
      }
      return read(
          lines, stack -> stack.stream().anyMatch(f -> f.startsWith("CompileBroker::compiler_")));
    } finally {
      Files.deleteIfExists(printed);
    }
  }

  /** The recording's frame types as async-profiler's converter suffixes them. */
  private static final Map<String, String> TYPE_SUFFIXES =
      Map.of(
          "Inlined", "_[i]",
          "JIT compiled", "_[j]",
          "C1 compiled", "_[1]",
          "Interpreted", "_[0]");

  private static PlainStacks read(List<String> lines, Predicate<List<String>> skipped) {
    List<List<String>> stacks = new ArrayList<>();
    List<List<String>> types = new ArrayList<>();
    List<Long> counts = new ArrayList<>();
    long profiler = 0;
    for (String line : lines) {
      int space = line.lastIndexOf(' ');
      if (space < 0) {
        continue;
      }
      List<String> frames = new ArrayList<>();
      List<String> frameTypes = new ArrayList<>();
      for (String frame : line.substring(0, space).split(";")) {
        boolean typed = frame.matches(".*_\\[.\\]$");
        frames.add(frame.replaceAll("_\\[.\\]$", "").replace('/', '.'));
        frameTypes.add(typed ? frame.substring(frame.length() - 2, frame.length() - 1) : "");
      }
      long count = Long.parseLong(line.substring(space + 1));
      if (skipped.test(frames)) {
        continue;
      }
      if (frames.stream().anyMatch(ProfilerFrames::isProfiler)) {
        profiler += count;
      } else {
        stacks.add(frames);
        types.add(frameTypes);
        counts.add(count);
      }
    }
    return new PlainStacks(stacks, types, counts, profiler);
  }

  long kept() {
    return counts.stream().mapToLong(Long::longValue).sum();
  }

  double profilerShare() {
    return (double) profiler / (profiler + kept());
  }

  double selfShare(String method) {
    long self = 0;
    for (int i = 0; i < stacks.size(); i++) {
      if (stacks.get(i).getLast().equals(method)) {
        self += counts.get(i);
      }
    }
    return (double) self / kept();
  }

  /**
   * The share of samples in the method's own compiled code: ending in it, or below its innermost
   * frame only in frames async-profiler marks inlined ({@code _[i]}).
   */
  double ownCodeShare(String method) {
    long own = 0;
    for (int i = 0; i < stacks.size(); i++) {
      int at = stacks.get(i).lastIndexOf(method);
      List<String> below = types.get(i).subList(at + 1, types.get(i).size());
      if (at >= 0 && below.stream().allMatch("i"::equals)) {
        own += counts.get(i);
      }
    }
    return (double) own / kept();
  }

  double onStackShare(String method) {
    long on = 0;
    for (int i = 0; i < stacks.size(); i++) {
      if (stacks.get(i).contains(method)) {
        on += counts.get(i);
      }
    }
    return (double) on / kept();
  }

  /**
   * The largest self count of one frame among the samples holding {@code method}, as a share of
   * those samples: below a half, the method's subtree is a plateau no single frame explains.
   */
  double largestSelfInside(String method) {
    Map<String, Long> self = new HashMap<>();
    long on = 0;
    for (int i = 0; i < stacks.size(); i++) {
      if (stacks.get(i).contains(method)) {
        self.merge(stacks.get(i).getLast(), counts.get(i), Long::sum);
        on += counts.get(i);
      }
    }
    return on == 0
        ? 0
        : (double) self.values().stream().mapToLong(Long::longValue).max().orElse(0) / on;
  }

  /**
   * What a failed inlining site "caller -> callee" costs by this count: the larger own-code share
   * of its two ends, or the callee's subtree share when that subtree is a plateau (5% or more, no
   * frame in it holding half of it). A dispatcher, hot only inclusively, costs next to nothing.
   */
  double inliningCost(String site) {
    String[] ends = ends(site);
    double own = Math.max(ownCodeShare(ends[0]), ownCodeShare(ends[1]));
    double subtree = onStackShare(ends[1]);
    boolean plateau = subtree >= 0.05 && largestSelfInside(ends[1]) < 0.5;
    return Math.max(own, plateau ? subtree : 0);
  }

  String inliningCostText(String site) {
    String[] ends = ends(site);
    return String.format(
        "caller own %.4f, callee own %.4f, callee subtree %.4f, largest self inside %.2f of it",
        ownCodeShare(ends[0]),
        ownCodeShare(ends[1]),
        onStackShare(ends[1]),
        largestSelfInside(ends[1]));
  }

  /** A site's caller and callee as frames name them: an overload's descriptor left out. */
  static String[] ends(String site) {
    return java.util.Arrays.stream(site.split(" -> "))
        .map(end -> end.replaceAll("\\(.*$", ""))
        .toArray(String[]::new);
  }
}
