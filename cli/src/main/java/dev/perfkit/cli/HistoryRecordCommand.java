package dev.perfkit.cli;

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

/** {@code perfkit history record}: adds one run's or repeat set's metrics to a history. */
@Command(
    name = "record",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Adds a run's metrics (a repeat set's: each run's value too) to the history under COMMIT,"
          + " with what ran: target, configuration, JVM, host and start time. Each record is one"
          + " transaction: parallel jobs recording into one history at once all keep theirs.",
      "RUN is a run directory with a summary.json (run 'perfkit analyze RUN' first if it has"
          + " none) or a summary.json file."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit history record runs/main --commit \"$(git rev-parse HEAD)\"",
      "  perfkit history record runs/pr-42 --commit 3f2a1c9 --branch pr-42 \\",
      "      --db 'jdbc:postgresql://db.example:5432/perf?user=ci&password=secret'"
    })
public final class HistoryRecordCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "RUN", description = "A run directory or its summary.json.")
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
    Path summaryFile = summaryFile();
    RunSummary summary = SummaryReader.read(summaryFile);
    HistoryEntry entry =
        HistoryEntry.of(
            summary, commit, branch, Instant.now(), summaryFile.toAbsolutePath().toString());
    try (HistoryStore history = HistoryStore.open(store.address())) {
      long id = history.record(entry);
      PrintWriter out = spec.commandLine().getOut();
      out.printf(
          "recorded %d metrics of %s (%d run%s) for %s on %s as entry %d in %s%n",
          entry.values().size(),
          run,
          entry.runs(),
          entry.runs() == 1 ? "" : "s",
          commit,
          branch,
          id,
          history.address().shown());
      out.flush();
    }
    return ExitCode.OK;
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
