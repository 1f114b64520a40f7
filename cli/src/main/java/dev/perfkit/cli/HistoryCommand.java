package dev.perfkit.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code perfkit history}: the commands that keep and read a history of runs over commits. */
@Command(
    name = "history",
    header = "Keeps metrics over commits and finds where they changed.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Keeps a history of runs over commits (docs/history.md): 'record' adds a run's metrics under"
          + " its commit, 'show' prints each metric's series, 'changes' finds where they moved"
          + " (docs/history-changes.md).",
      "The history is a database file (default .perfkit/history.db), or a team's PostgreSQL by"
          + " --db jdbc:postgresql://HOST/DATABASE."
    },
    subcommands = {
      HistoryRecordCommand.class,
      HistoryShowCommand.class,
      HistoryChangesCommand.class
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit history record runs/main --commit \"$(git rev-parse HEAD)\" --branch main",
      "  perfkit history show --metric cpu-time-per-request",
      "  perfkit history changes --newest 3 --format markdown >> \"$GITHUB_STEP_SUMMARY\""
    })
public final class HistoryCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
