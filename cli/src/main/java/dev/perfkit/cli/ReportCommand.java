package dev.perfkit.cli;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import dev.perfkit.reports.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code perfkit report}: renders a run's report.html again from its summary.json. */
@Command(
    name = "report",
    header = "Renders a run's report, one self-contained HTML page.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Renders the run report, one self-contained HTML page (docs/report.md), from a run"
          + " directory's summary.json; a run with only run.json is analyzed first, as 'perfkit"
          + " analyze' does, and gets its summary.json written.",
      "Prints the path of the page it wrote."
    },
    footerHeading = "%nExample usage:%n",
    footer = {"  perfkit report runs/demo", "  perfkit report --out /tmp/demo.html runs/demo"})
public final class ReportCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "RUN_DIR",
      description = "A run directory written by 'perfkit run' or 'perfkit profile'.")
  Path run;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write the page to FILE (default: RUN_DIR/report.html).")
  Path out;

  @Override
  public Integer call() throws IOException {
    if (!Files.isDirectory(run) || !RunDirectory.isRun(run)) {
      throw PerfkitException.badInput(run + ": not a perfkit run directory (it has no run.json)");
    }
    if (out != null && Files.isDirectory(out)) {
      throw PerfkitException.usage(out + ": is a directory; --out names the page's file");
    }
    RunReport.prepare(); // the templates parse on another core while the summary is read
    RunSummary summary =
        SummaryReader.read(RunSummaries.summaryOf(run, spec.commandLine().getErr()));
    Path written = RunReport.write(summary, run, out != null ? out : run.resolve(RunReport.FILE));
    spec.commandLine().getOut().println(written);
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }
}
