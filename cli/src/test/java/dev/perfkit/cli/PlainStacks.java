package dev.perfkit.cli;

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
    return read(file, frames -> false);
  }

  /**
   * The same with the samples of the JIT compiler threads left out altogether, as an inlining
   * site's heat is taken.
   */
  static PlainStacks readWithoutJitCompilerThreads(Path file) throws IOException {
    return read(
        file, frames -> frames.stream().anyMatch(f -> f.startsWith("CompileBroker::compiler_")));
  }

  private static PlainStacks read(Path file, Predicate<List<String>> skipped) throws IOException {
    List<List<String>> stacks = new ArrayList<>();
    List<List<String>> types = new ArrayList<>();
    List<Long> counts = new ArrayList<>();
    long profiler = 0;
    for (String line : Files.readAllLines(file)) {
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
