package dev.perfkit.cli;

import dev.perfkit.analyzers.repeat.RepeatedRuns;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of {@code perfkit gate} over runs: a run or a repeat set as its summary says, or several
 * single runs pooled as a set, one observation each. Pooling is what lets CI interleave the two
 * sides' runs (baseline, candidate, baseline...), so that a machine whose load drifts weighs on
 * both alike instead of on whichever side ran last.
 *
 * @param name how the verdict names the side
 * @param summary the side's summary, a set's when runs were pooled
 * @param source the summary.json read, the first run's when pooled
 */
record GateSide(String name, RunSummary summary, Path source) {

  /** The side of {@code paths}; {@code err} hears of runs that are analyzed first. */
  static GateSide of(List<Path> paths, PrintWriter err) throws IOException {
    if (paths.size() == 1) {
      Path summaryFile = RunSummaries.summaryOf(paths.get(0), err);
      return new GateSide(name(paths), SummaryReader.read(summaryFile), summaryFile);
    }
    List<RunSummary> runs = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    List<Path> summaryFiles = new ArrayList<>();
    for (Path path : paths) {
      Path summaryFile = RunSummaries.summaryOf(path, err);
      summaryFiles.add(summaryFile);
      RunSummary run = SummaryReader.read(summaryFile);
      if (RepeatedRuns.isSet(run)) {
        throw PerfkitException.usage(
            path
                + ": a repeat set, and runs pooled on one side count one value each; give the set"
                + " alone, or its repeats (repeats/*) with the other runs");
      }
      runs.add(run);
      sources.add(summaryFile.toAbsolutePath().getParent().toString());
    }
    return new GateSide(
        name(paths),
        RepeatedRuns.pool(sources, runs, BuildVersion.version(), Instant.now()),
        summaryFiles.get(0));
  }

  /** The side's name: its one path, or the first of its paths and how many were pooled. */
  static String name(List<Path> paths) {
    return paths.size() == 1
        ? paths.get(0).toString()
        : paths.get(0) + " and " + (paths.size() - 1) + " more, pooled";
  }
}
