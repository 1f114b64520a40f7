package dev.perfkit.reports;

import dev.perfkit.analyzers.repeat.RunPool;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs a page shows: a repeat set's repeats, read back from their own summaries (the set's
 * summary names them as its sources), or the one run. A set's summary holds only the first repeat's
 * sections, so every section that is to cover the set reads its runs from here.
 */
final class SetMembers {

  private SetMembers() {}

  /**
   * One run of a page.
   *
   * @param name what the page calls it: "repeat 3", or "the run"
   * @param summary its own summary
   * @param directory its run directory, or null for loose files
   */
  record Member(String name, RunSummary summary, Path directory) {}

  /**
   * The repeats of {@code summary}, in run order, when it is a set whose repeats' summaries are in
   * {@code runDirectory}; else {@code summary} alone.
   */
  static List<Member> of(RunSummary summary, Path runDirectory) {
    if (runDirectory == null || !RunPool.isSet(summary)) {
      return List.of(new Member("the run", summary, runDirectory));
    }
    List<Member> members = new ArrayList<>();
    for (String source : summary.source()) {
      // By the repeat's own name: the set may have moved since its summary named the sources.
      Path name = Path.of(source).getFileName();
      RunDirectory repeat =
          new RunDirectory(
              new RunDirectory(runDirectory).repeatsDir().resolve(String.valueOf(name)));
      if (name != null && Files.isRegularFile(repeat.summaryJson())) {
        members.add(new Member("repeat " + name, read(repeat.summaryJson()), repeat.root()));
      }
    }
    // A set moved without its repeats still has its metrics: the page then says it shows no runs.
    return members.isEmpty() ? List.of(new Member("the run", summary, runDirectory)) : members;
  }

  /** Whether {@code members} are a set's repeats rather than one run. */
  static boolean isSet(List<Member> members) {
    return members.size() > 1 || !members.get(0).name().equals("the run");
  }

  private static RunSummary read(Path file) {
    try {
      return SummaryReader.read(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
