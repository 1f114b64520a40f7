package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryFile;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Analyzes a repeat set: each repeat that has no summary.json yet is analyzed as the run it is and
 * gets one; the set's summary then aggregates the complete repeats (all of them, when none is
 * complete), as {@link RepeatedRuns} does.
 */
public final class RepeatSetAnalysis {

  private RepeatSetAnalysis() {}

  /**
   * The set's summary, not written: the caller writes it where it writes any run's.
   *
   * @throws UnreadableEvidenceException when no repeat has a run.json, or one is unreadable
   */
  public static RunSummary summarize(
      Analyzer analyzer,
      RunDirectory set,
      RunRecord record,
      String perfkitVersion,
      Instant analyzedAt)
      throws IOException {
    List<RunDirectory> chosen = chosenRepeats(set, record);
    List<RunSummary> summaries = new ArrayList<>();
    for (RunDirectory repeat : chosen) {
      summaries.add(summaryOf(analyzer, repeat, perfkitVersion, analyzedAt));
    }
    List<String> sources = chosen.stream().map(repeat -> repeat.root().toString()).toList();
    return RepeatedRuns.aggregate(record, sources, summaries, perfkitVersion, analyzedAt);
  }

  /** The repeats to aggregate: the complete ones, or every one when none completed. */
  public static List<RunDirectory> chosenRepeats(RunDirectory set, RunRecord record)
      throws IOException {
    List<RunDirectory> present = new ArrayList<>();
    List<RunDirectory> complete = new ArrayList<>();
    for (int number = 1; number <= record.repeats().started(); number++) {
      RunDirectory repeat = set.repeat(number);
      if (RunDirectory.isRun(repeat.root())) {
        present.add(repeat);
        if (RunRecordFile.read(repeat.runJson()).complete()) {
          complete.add(repeat);
        }
      }
    }
    if (present.isEmpty()) {
      throw new UnreadableEvidenceException(
          set.runJson(), "a repeat set with no repeat under " + set.repeatsDir());
    }
    return complete.isEmpty() ? present : complete;
  }

  private static RunSummary summaryOf(
      Analyzer analyzer, RunDirectory repeat, String perfkitVersion, Instant analyzedAt)
      throws IOException {
    if (Files.isRegularFile(repeat.summaryJson())) {
      return SummaryReader.read(repeat.summaryJson());
    }
    RunSummary summary = analyzer.analyzeRun(repeat).toSummary(perfkitVersion, analyzedAt);
    SummaryFile.write(summary, repeat.root());
    return summary;
  }
}
