package dev.perfkit.cli;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.output.JsonComparisonFormat;
import dev.perfkit.analyzers.compare.output.MarkdownComparisonFormat;
import dev.perfkit.analyzers.compare.output.TextComparisonFormat;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.summary.SummaryReader;
import dev.perfkit.reports.CompareReport;
import dev.perfkit.reports.ComparedRuns;
import dev.perfkit.reports.HtmlComparisonFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code perfkit compare}: how a candidate run differs from a baseline run. */
@Command(
    name = "compare",
    header = "Compares two runs or repeat sets, metric by metric.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Compares two runs: how they differ as runs, each metric's change judged by the one"
          + " significance rule the gate uses (docs/gate.md; two single runs: against both runs'"
          + " noise), the findings resolved, new and persisting, and the frames that moved most.",
      "Each side is a run directory (analyzed first when it has no summary.json) or a"
          + " summary.json file. Exits 0 whenever the runs could be compared, better or worse."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit compare runs/legacy runs/optimized",
      "  perfkit compare --format markdown runs/legacy runs/optimized >> \"$GITHUB_STEP_SUMMARY\"",
      "  perfkit compare --out comparison/ --format json base/summary.json runs/new",
      "  perfkit compare --format html runs/legacy runs/optimized > compare.html"
    })
public final class CompareCommand implements Callable<Integer> {

  /** The formats a comparison is offered in. */
  static final class Formats extends OutputFormat.Offered {
    Formats() {
      super(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.MARKDOWN, OutputFormat.HTML);
    }

    static Format<Comparison> of(OutputFormat format, ComparedRuns runs) {
      return switch (format) {
        case TEXT -> new TextComparisonFormat();
        case JSON -> new JsonComparisonFormat();
        case MARKDOWN -> new MarkdownComparisonFormat();
        case HTML -> new HtmlComparisonFormat(runs);
        case JUNIT -> throw new IllegalStateException("not a comparison format: " + format);
      };
    }
  }

  /** The file {@code --out} gets. */
  static final String COMPARISON_FILE = "comparison.json";

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "RUN_A",
      description = "The baseline: a run directory or a summary.json.")
  Path baseline;

  @Parameters(
      index = "1",
      paramLabel = "RUN_B",
      description = "The candidate: a run directory or a summary.json.")
  Path candidate;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Also write comparison.json and the report page compare.html into DIR.")
  Path out;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = Formats.class,
      completionCandidates = Formats.class,
      description =
          "How to print the comparison, one of: ${COMPLETION-CANDIDATES}. markdown: GitHub-flavoured"
              + " tables; json: the whole comparison.json; html: the compare.html page."
              + " Default: text.")
  OutputFormat format = OutputFormat.TEXT;

  @Override
  public Integer call() throws IOException {
    if (out != null && Files.exists(out) && !Files.isDirectory(out)) {
      throw PerfkitException.usage(out + ": exists and is not a directory");
    }
    Path baselineSummary = RunSummaries.summaryOf(baseline, spec.commandLine().getErr());
    Path candidateSummary = RunSummaries.summaryOf(candidate, spec.commandLine().getErr());
    ComparedRuns runs =
        ComparedRuns.of(
            SummaryReader.read(baselineSummary),
            baselineSummary,
            SummaryReader.read(candidateSummary),
            candidateSummary);
    Comparison comparison =
        Comparison.of(
            runs.baseline(),
            baselineSummary,
            runs.candidate(),
            candidateSummary,
            BuildVersion.version());
    if (!comparison.comparable()) {
      throw PerfkitException.badInput(
          baseline + " and " + candidate + ": cannot be compared: " + comparison.reason());
    }
    if (out != null) {
      Files.createDirectories(out);
      new JsonComparisonFormat().write(comparison, out.resolve(COMPARISON_FILE));
      CompareReport.write(comparison, runs, out.resolve(CompareReport.FILE));
    }
    Formats.of(format, runs).render(comparison, spec.commandLine().getOut());
    return ExitCode.OK;
  }
}
