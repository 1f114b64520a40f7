package dev.perfkit.reports;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfileSummary;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/** The flame graph sections of a run: one per event its summary has a profile of. */
final class FlameSections {

  /**
   * Above this many stacks, frames narrower than {@link #MIN_WIDTH_PERCENT} of the total are not
   * drawn, which keeps a report of a profile with 100,000 distinct frames under 5 MB.
   */
  static final int LARGE_PROFILE_STACKS = 20_000;

  static final double MIN_WIDTH_PERCENT = 0.05;

  private FlameSections() {}

  /**
   * Starts drawing the sections' flame graphs on the common pool (the converter takes tens of
   * milliseconds a graph, cold); {@link Background#join} gives them in the page's order.
   */
  static CompletableFuture<List<FlameSection>> start(RunSummary summary, Path runDirectory) {
    Sections sections = summary.sections();
    List<CompletableFuture<FlameSection>> flames = new ArrayList<>();
    if (sections == null) {
      return CompletableFuture.completedFuture(List.of());
    }
    // A repeat set's summary keeps its first repeat's profiles, while its stacks merge them all.
    boolean repeatSet = runDirectory != null && Files.isDirectory(runDirectory.resolve("repeats"));
    if (sections.cpu() != null && sections.cpu().profile() != null) {
      StackProfileSummary cpu = sections.cpu().profile();
      String source = sections.cpu().profileSource();
      Path stacks = stacksFile(summary, runDirectory, cpu);
      flames.add(Background.start(() -> section(cpu, source, stacks, repeatSet)));
    }
    for (Sections.Stack stack :
        Arrays.asList(sections.allocation(), sections.wall(), sections.lock())) {
      if (stack != null && stack.profile() != null) {
        Path stacks = stacksFile(summary, runDirectory, stack.profile());
        flames.add(
            Background.start(() -> section(stack.profile(), stack.source(), stacks, repeatSet)));
      }
    }
    return CompletableFuture.allOf(flames.toArray(new CompletableFuture<?>[0]))
        .thenApply(done -> flames.stream().map(CompletableFuture::join).toList());
  }

  /**
   * The collapsed stacks to draw {@code profile} from: the run's {@code stacks/<event>.collapsed},
   * or for loose files the collapsed file that gave the profile; null when there is none.
   */
  private static Path stacksFile(
      RunSummary summary, Path runDirectory, StackProfileSummary profile) {
    return stacksFile(summary, runDirectory, profile.event());
  }

  /** The collapsed stacks of {@code event} (cpu, alloc, wall, lock), as for a profile; or null. */
  static Path stacksFile(RunSummary summary, Path runDirectory, String event) {
    if (runDirectory != null) {
      return runDirectory.resolve("stacks").resolve(event + ".collapsed");
    }
    String inputName = StackEvent.valueOf(event.toUpperCase(Locale.ROOT)).inputName();
    return summary.inputs().stream()
        .filter(read -> read.kind().equals("collapsed stacks") && read.inputs().contains(inputName))
        .map(ReadReport::file)
        .findFirst()
        .orElse(null);
  }

  private static FlameSection section(
      StackProfileSummary profile, String source, Path collapsed, boolean repeatSet)
      throws IOException {
    String page = null;
    String note;
    if (collapsed != null && Files.isRegularFile(collapsed)) {
      String stacks = CollapsedText.read(collapsed);
      boolean large = stacks.lines().count() > LARGE_PROFILE_STACKS;
      double minWidth = large ? MIN_WIDTH_PERCENT : 0;
      page = FlameGraphs.html(stacks, profile.label() + " (" + profile.unit() + ")", minWidth);
      note =
          large
              ? String.format(
                  Locale.ROOT,
                  "Frames narrower than %.2f%% of the total are not drawn (the profile has more than"
                      + " %,d stacks); the tables below count every sample.",
                  MIN_WIDTH_PERCENT,
                  LARGE_PROFILE_STACKS)
              : "";
    } else {
      note = "No collapsed stacks of this profile beside the summary to draw from.";
    }
    if (repeatSet && page != null) {
      note =
          ("The graph draws the stacks of every repeat, merged; the total and the tables are the"
                  + " first repeat's ("
                  + source
                  + "). "
                  + note)
              .strip();
    }
    return new FlameSection(
        profile.event(),
        profile.label(),
        profile.unit(),
        profile.total(),
        source,
        page,
        note,
        profile.topSelf(),
        profile.topTotal());
  }
}
