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

  /** The name of the one member of a page that is not a set's. */
  private static final String ALONE = "the run";

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
    List<Member> alone = List.of(new Member(ALONE, summary, runDirectory));
    if (runDirectory == null || !RunPool.isSet(summary)) {
      return alone;
    }
    List<Member> members = new ArrayList<>();
    for (String source : summary.source()) {
      // By the repeat's own name: the set may have moved since its summary named the sources.
      Path name = Path.of(source).getFileName();
      RunDirectory repeat =
          new RunDirectory(
              new RunDirectory(runDirectory).repeatsDir().resolve(String.valueOf(name)));
      if (name == null || !Files.isRegularFile(repeat.summaryJson())) {
        // Some runs shown as the set would be as false as one: without them all, the page is the
        // summary's alone (a set moved without its repeats still has its metrics).
        return alone;
      }
      members.add(new Member("repeat " + name, read(repeat.summaryJson()), repeat.root()));
    }
    return members.isEmpty() ? alone : members;
  }

  /** Whether {@code members} are a set's repeats rather than one run. */
  static boolean isSet(List<Member> members) {
    return members.size() > 1 || !members.get(0).name().equals(ALONE);
  }

  private static RunSummary read(Path file) {
    try {
      return SummaryReader.read(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
