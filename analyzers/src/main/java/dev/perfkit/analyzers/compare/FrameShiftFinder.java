package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.compare.FrameShifts.FrameShift;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.stacks.CollapsedStacksReader;
import dev.perfkit.analyzers.stacks.FrameNames;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileSummary;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The frames whose self share moved most between two runs, per profile event, from each run
 * directory's collapsed stacks (every frame) or else its summary's top frames. Frames are matched
 * by their folded names ({@link FrameNames}): the two runs are two JVMs, whose lambdas and proxies
 * carry different addresses, and a summary written by an older perfkit may still hold them.
 */
final class FrameShiftFinder {

  static final int TOP = 20;

  static final String FROM_STACKS = "stacks";
  static final String FROM_SUMMARY = "summary";

  /** One run's self counts by frame for one event, and where they came from. */
  record SelfCounts(String from, long total, Map<String, Long> self) {}

  private FrameShiftFinder() {}

  static List<FrameShifts> shifts(
      RunSummary baseline, Path baselineSource, RunSummary candidate, Path candidateSource)
      throws IOException {
    List<FrameShifts> shifts = new ArrayList<>();
    for (String event : List.of("cpu", "alloc")) {
      SelfCounts before = counts(baseline, baselineSource, event);
      SelfCounts after = counts(candidate, candidateSource, event);
      if (before != null && after != null) {
        shifts.add(shifts(event, before, after));
      }
    }
    return shifts;
  }

  static FrameShifts shifts(String event, SelfCounts before, SelfCounts after) {
    Set<String> frames = new HashSet<>(before.self().keySet());
    frames.addAll(after.self().keySet());
    List<FrameShift> moved =
        frames.stream()
            .map(frame -> shift(frame, before, after))
            .filter(shift -> shift.changePoints() != 0)
            .sorted(
                Comparator.comparingDouble((FrameShift shift) -> -Math.abs(shift.changePoints()))
                    .thenComparing(FrameShift::frame))
            .limit(TOP)
            .toList();
    return new FrameShifts(
        event, before.from(), after.from(), before.total(), after.total(), moved);
  }

  private static FrameShift shift(String frame, SelfCounts before, SelfCounts after) {
    double a = share(before, frame);
    double b = share(after, frame);
    return new FrameShift(frame, a, b, (b - a) * 100);
  }

  private static double share(SelfCounts counts, String frame) {
    return counts.total() == 0
        ? 0
        : (double) counts.self().getOrDefault(frame, 0L) / counts.total();
  }

  /** The run's self counts for {@code event}, or null when it has no such profile. */
  private static SelfCounts counts(RunSummary summary, Path source, String event)
      throws IOException {
    Path parent = source.toAbsolutePath().getParent();
    Path collapsed = new RunDirectory(parent).collapsed(event);
    if (RunDirectory.isRun(parent) && Files.isRegularFile(collapsed)) {
      try {
        StackProfile profile = new CollapsedStacksReader().parse(collapsed).profile();
        return new SelfCounts(FROM_STACKS, profile.total(), selfByName(profile.frameStats()));
      } catch (UnreadableEvidenceException e) {
        // A file cut short or emptied: the summary's own top frames still compare.
      }
    }
    StackProfileSummary profile = profile(summary.sections(), event);
    return profile == null ? null : fromSummary(profile);
  }

  static SelfCounts fromSummary(StackProfileSummary profile) {
    return new SelfCounts(FROM_SUMMARY, profile.total(), selfByName(profile.topSelf()));
  }

  private static Map<String, Long> selfByName(List<FrameStats> stats) {
    Map<String, Long> self = new HashMap<>();
    stats.stream()
        .filter(frame -> frame.self() > 0)
        .forEach(frame -> self.merge(FrameNames.normalize(frame.name()), frame.self(), Long::sum));
    return self;
  }

  private static StackProfileSummary profile(Sections sections, String event) {
    if (sections == null) {
      return null;
    }
    if (event.equals("cpu")) {
      return sections.cpu() == null ? null : sections.cpu().profile();
    }
    return sections.allocation() == null ? null : sections.allocation().profile();
  }
}
