package dev.perfkit.cli;

import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.analyzers.repeat.RepeatSetAnalysis;
import dev.perfkit.analyzers.repeat.RunPool;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of {@code perfkit gate} over runs: a run or a repeat set as its summary says, or several
 * single runs pooled as a set ({@link RunPool}), one observation each.
 *
 * @param name how the verdict names the side
 * @param summary the side's summary, a set's when runs were pooled
 * @param source the summary.json read, the first run's when pooled
 * @param runs the summaries of the side's runs, one each, for a pool, or for a repeat set when
 *     asked for; null for a single run, or a set whose repeats' summaries are not beside it
 */
record GateSide(String name, RunSummary summary, Path source, List<RunSummary> runs) {

  /**
   * The side of {@code paths}; {@code err} hears of runs analyzed first and runs left out.
   *
   * @param setsRuns whether a repeat set's runs are read too (pooled runs are read anyway)
   */
  static GateSide of(List<Path> paths, boolean setsRuns, PrintWriter err) throws IOException {
    if (paths.size() == 1) {
      Path summaryFile = RunSummaries.summaryOf(paths.get(0), err);
      RunSummary summary = SummaryReader.read(summaryFile);
      List<RunSummary> repeats =
          setsRuns && RunPool.isSet(summary)
              ? repeatsOf(summaryFile.toAbsolutePath().getParent())
              : null;
      return new GateSide(name(paths), summary, summaryFile, repeats);
    }
    List<RunSummary> runs = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    Path first = null;
    for (Path path : paths) {
      Path summaryFile = RunSummaries.summaryOf(path, err);
      first = first == null ? summaryFile : first;
      runs.add(SummaryReader.read(summaryFile));
      sources.add(path.toString());
    }
    RunPool.Pooled pool;
    try {
      pool = RunPool.of(sources, runs, BuildVersion.version(), Instant.now());
    } catch (RunPool.Refused e) {
      throw PerfkitException.usage(e.getMessage());
    }
    for (String note : pool.notes()) {
      TerminalText.print(err, "perfkit: note: ", note, "  ");
    }
    err.flush();
    return new GateSide(name(paths), pool.summary(), first, pool.runs());
  }

  /** The summaries of the repeats a set aggregates, or null when one is missing. */
  private static List<RunSummary> repeatsOf(Path set) throws IOException {
    RunDirectory directory = new RunDirectory(set);
    if (!Files.isRegularFile(directory.runJson())) {
      return null;
    }
    RunRecord record = RunRecordFile.read(directory.runJson());
    if (record.repeats() == null) {
      return null;
    }
    List<RunSummary> summaries = new ArrayList<>();
    for (RunDirectory repeat : RepeatSetAnalysis.chosenRepeats(directory, record)) {
      if (!Files.isRegularFile(repeat.summaryJson())) {
        return null;
      }
      summaries.add(SummaryReader.read(repeat.summaryJson()));
    }
    return summaries;
  }

  /** The side's name: its one path, or the first of its paths and how many were pooled. */
  static String name(List<Path> paths) {
    return paths.size() == 1
        ? paths.get(0).toString()
        : paths.get(0) + " and " + (paths.size() - 1) + " more, pooled";
  }
}
