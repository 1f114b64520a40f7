package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.FrameShifts;
import dev.perfkit.analyzers.stacks.StackProfileSummary;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The differential flame graphs of a comparison: cpu and alloc, when both runs profiled them. */
final class DiffSections {

  /** The events compared, as the model's frame shifts have them. */
  private static final List<String> EVENTS = List.of("cpu", "alloc");

  /**
   * The differential graphs a comparison page can draw, two per event, among which the chance of a
   * frame drawn new by sampling alone is shared.
   */
  private static final int PAGE_GRAPHS = 2 * EVENTS.size();

  private DiffSections() {}

  static List<DiffSection> of(Comparison comparison, ComparedRuns runs) throws IOException {
    List<DiffSection> diffs = new ArrayList<>();
    for (String event : EVENTS) {
      StackProfileSummary baseline = profile(runs.baseline(), event);
      StackProfileSummary candidate = profile(runs.candidate(), event);
      if (baseline != null && candidate != null) {
        diffs.add(section(event, candidate.unit(), shifts(comparison, event), runs));
      }
    }
    return diffs;
  }

  private static DiffSection section(
      String event, String unit, FrameShifts shifts, ComparedRuns runs) throws IOException {
    Path baseline = FlameSections.stacksFile(runs.baseline(), runs.baselineDirectory(), event);
    Path candidate = FlameSections.stacksFile(runs.candidate(), runs.candidateDirectory(), event);
    if (!readable(baseline) || !readable(candidate)) {
      return new DiffSection(
          event,
          unit,
          null,
          null,
          0,
          0,
          "No collapsed stacks of this profile beside both summaries to draw from.",
          shifts,
          null,
          null);
    }
    String baseStacks = CollapsedText.read(baseline);
    String candidateStacks = CollapsedText.read(candidate);
    boolean large =
        Math.max(baseStacks.lines().count(), candidateStacks.lines().count())
            > FlameSections.LARGE_PROFILE_STACKS;
    FlameGraphs.Diff diff =
        FlameGraphs.diff(
            baseStacks,
            candidateStacks,
            event + " profile",
            large ? FlameSections.MIN_WIDTH_PERCENT : 0,
            PAGE_GRAPHS);
    return new DiffSection(
        event,
        unit,
        diff.grown(),
        diff.shrunk(),
        diff.baselineTotal(),
        diff.candidateTotal(),
        large
            ? String.format(
                java.util.Locale.ROOT,
                "Frames narrower than %.2f%% of the total are not drawn (a profile has more than"
                    + " %,d stacks); the table below counts every frame.",
                FlameSections.MIN_WIDTH_PERCENT,
                FlameSections.LARGE_PROFILE_STACKS)
            : "",
        shifts,
        diff.newFloor(),
        diff.goneFloor());
  }

  private static boolean readable(Path file) {
    return file != null && Files.isRegularFile(file);
  }

  private static FrameShifts shifts(Comparison comparison, String event) {
    return comparison.frameShifts().stream()
        .filter(shifts -> shifts.event().equals(event))
        .findFirst()
        .orElse(null);
  }

  private static StackProfileSummary profile(RunSummary summary, String event) {
    Sections sections = summary.sections();
    if (sections == null) {
      return null;
    }
    if (event.equals("cpu")) {
      return sections.cpu() == null ? null : sections.cpu().profile();
    }
    return sections.allocation() == null ? null : sections.allocation().profile();
  }
}
