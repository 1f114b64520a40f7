package dev.perfkit.analyzers;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.repeat.RepeatSetAnalysis;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryFile;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Analyzes a run directory, a single run or a repeat set alike, and writes its summary.json: the
 * one place that tells the two apart, for {@code analyze} and for {@code run} after collecting.
 */
public final class RunAnalysis {

  private RunAnalysis() {}

  /**
   * Analyzes {@code directory} as {@code record} describes it and writes summary.json into {@code
   * summaryDirectory} (null: write none). A repeat set's report has no single {@link Analysis}: its
   * summary aggregates its repeats'.
   */
  public static AnalysisReport analyze(
      Analyzer analyzer,
      RunDirectory directory,
      RunRecord record,
      String perfkitVersion,
      Instant analyzedAt,
      Path summaryDirectory)
      throws IOException {
    Analysis analysis = null;
    RunSummary summary;
    if (record.isRepeatSet()) {
      summary =
          RepeatSetAnalysis.summarize(analyzer, directory, record, perfkitVersion, analyzedAt);
    } else {
      analysis = analyzer.analyzeRun(directory, record);
      summary = analysis.toSummary(perfkitVersion, analyzedAt);
    }
    Path written = summaryDirectory == null ? null : SummaryFile.write(summary, summaryDirectory);
    return new AnalysisReport(analysis, summary, written);
  }
}
