package dev.perfkit.cli;

import dev.perfkit.analyzers.gate.duet.DuetRecord;
import dev.perfkit.analyzers.history.HistoryEntry;
import dev.perfkit.analyzers.history.store.HistoryStore;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perfkit history record}: adds one run's or repeat set's metrics, or one duet's ratios to
 * its reference, to a history.
 */
@Command(
    name = "record",
    header = "Adds a run's or a duet's metrics to the history under a commit.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Adds a run's metrics (a repeat set's: each run's value too) to the history under COMMIT,"
          + " with what ran: target, configuration, JVM, host and start time. Each record is one"
          + " transaction: parallel jobs recording into one history at once all keep theirs.",
      "RUN is a run directory with a summary.json (run 'perfkit analyze RUN' first if it has"
          + " none) or a summary.json file.",
      "RUN may also be a directory of 'perfkit duet' whose baseline is a reference that stays the"
          + " same from commit to commit (the same build each time): each metric is then recorded"
          + " as the candidate's ratio to it, the median of the rounds', under its id followed by"
          + " /vs-reference. The machine's drift moves both sides of a ratio alike."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit history record runs/main --commit \"$(git rev-parse HEAD)\"",
      "  perfkit history record runs/duet --commit \"$(git rev-parse HEAD)\"",
      "  perfkit history record runs/pr-42 --commit 3f2a1c9 --branch pr-42 \\",
      "      --db 'jdbc:postgresql://db.example:5432/perf?user=ci&password=secret'"
    })
public final class HistoryRecordCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "RUN",
      description = "A run directory, its summary.json, or a directory of 'perfkit duet'.")
  Path run;

  @Option(
      names = "--commit",
      required = true,
      paramLabel = "SHA",
      description = "The commit the run measured.")
  String commit;

  @Option(
      names = "--branch",
      paramLabel = "BRANCH",
      description = "The branch it was on; 'history show' reads one branch. Default: main.")
  String branch = "main";

  @Mixin HistoryStoreOption store;

  @Override
  public Integer call() throws IOException {
    if (commit.isBlank() || branch.isBlank()) {
      throw PerfkitException.usage("--commit and --branch need a value");
    }
    HistoryEntry entry = entry();
    try (HistoryStore history = HistoryStore.open(store.address())) {
      long id = history.record(entry);
      PrintWriter out = spec.commandLine().getOut();
      out.printf(
          "recorded %d metrics of %s (%d %s%s) for %s on %s as entry %d in %s%n",
          entry.values().size(),
          run,
          entry.runs(),
          HistoryEntry.Identity.DUET_TARGET.equals(entry.identity().target()) ? "round" : "run",
          entry.runs() == 1 ? "" : "s",
          commit,
          branch,
          id,
          history.address().shown());
      out.flush();
    }
    return ExitCode.OK;
  }

  /** What RUN adds to the history: a duet's ratios, or a run's or set's metrics. */
  private HistoryEntry entry() throws IOException {
    if (Files.isRegularFile(run.resolve(DuetRecord.FILE))) {
      DuetRecord record = DuetRecord.readRounds(run);
      if (!record.complete()) {
        // Its rounds no longer start each side first equally often, and its identity names the
        // rounds asked for: not a point like the others of its series.
        throw PerfkitException.badInput(
            run
                + ": a history records whole duets; this one stopped early: "
                + record.stoppedEarly());
      }
      HistoryEntry entry =
          HistoryEntry.ofDuet(
              record, commit, branch, Instant.now(), run.toAbsolutePath().toString());
      if (entry.values().isEmpty()) {
        throw PerfkitException.badInput(
            run + ": no round of the duet measured both sides (" + DuetRecord.FILE + ")");
      }
      return entry;
    }
    Path summaryFile = summaryFile();
    RunSummary summary = SummaryReader.read(summaryFile);
    return HistoryEntry.of(
        summary, commit, branch, Instant.now(), summaryFile.toAbsolutePath().toString());
  }

  /** RUN's summary.json: given as a file, or in the run directory. */
  private Path summaryFile() {
    if (Files.isRegularFile(run)) {
      return run;
    }
    if (!Files.isDirectory(run)) {
      throw PerfkitException.badInput(run + ": no such file or directory");
    }
    Path summary = new RunDirectory(run).summaryJson();
    if (!Files.isRegularFile(summary)) {
      throw PerfkitException.badInput(
          run + ": no summary.json (run 'perfkit analyze " + run + "' first)");
    }
    return summary;
  }
}
