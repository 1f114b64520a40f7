package dev.perfkit.reports;

import dev.perfkit.analyzers.stacks.StackProfileSummary;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The flame graph sections of a run: one per event its summary has a profile of. */
final class FlameSections {

  /**
   * Above this many stacks, frames narrower than {@link #MIN_WIDTH_PERCENT} of the total are not
   * drawn, which keeps a report of a profile with 100,000 distinct frames under 5 MB.
   */
  static final int LARGE_PROFILE_STACKS = 20_000;

  static final double MIN_WIDTH_PERCENT = 0.05;

  private FlameSections() {}

  static List<FlameSection> of(RunSummary summary, Path runDirectory) throws IOException {
    Sections sections = summary.sections();
    List<FlameSection> flames = new ArrayList<>();
    if (sections == null) {
      return flames;
    }
    if (sections.cpu() != null && sections.cpu().profile() != null) {
      flames.add(section(sections.cpu().profile(), sections.cpu().profileSource(), runDirectory));
    }
    for (Sections.Stack stack : List.of(sections.allocation(), sections.wall(), sections.lock())) {
      if (stack != null && stack.profile() != null) {
        flames.add(section(stack.profile(), stack.source(), runDirectory));
      }
    }
    return flames;
  }

  private static FlameSection section(StackProfileSummary profile, String source, Path runDirectory)
      throws IOException {
    Path collapsed =
        runDirectory == null
            ? null
            : runDirectory.resolve("stacks").resolve(profile.event() + ".collapsed");
    String page = null;
    String note;
    if (collapsed != null && Files.isRegularFile(collapsed)) {
      String stacks = Files.readString(collapsed, StandardCharsets.UTF_8);
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
      note = "No stacks/" + profile.event() + ".collapsed beside the summary to draw from.";
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
