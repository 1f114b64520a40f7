package dev.perfkit.cli;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.RunAnalysis;
import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryFile;
import dev.perfkit.reports.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code perfkit analyze}: turns a run directory, or any evidence files, into ranked findings. */
@Command(
    name = "analyze",
    header = "Turns a run directory or evidence files into ranked findings.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Analyzes a run directory, or any mix of evidence files (JFR recordings, async-profiler"
          + " collapsed stacks, HotSpot compilation logs, GC logs (unified or JDK 8), load results),"
          + " into ranked findings.",
      "A run directory gets its summary.json and report.html written into it; files get them"
          + " only with --out.",
      "Any file may be gzip-compressed, whatever its name."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit analyze runs/demo",
      "  perfkit analyze --format json runs/demo",
      "  perfkit analyze --format html runs/demo > demo.html",
      "  perfkit analyze --all --verbose runs/demo",
      "  perfkit analyze --app-packages com.acme,org.acme.app runs/app",
      "  perfkit analyze --out analysis/ app.jfr gc.log compilation.log"
    })
public final class AnalyzeCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "RUN_DIR|FILE",
      description = "A run directory written by 'perfkit run' or 'perfkit profile', or files.")
  List<Path> paths;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Write summary.json into DIR (default: the run directory, if one is given).")
  Path out;

  @Option(
      names = "--app-packages",
      paramLabel = "LIST",
      description =
          "The application's own packages, comma-separated: findings elsewhere rank below as"
              + " library or JDK code. Default: as run.json recorded them, else found in the"
              + " target's jar; for loose files, libraries are told by their package names.")
  String appPackages;

  @Mixin FormatOptions output;

  @Mixin FindingsOptions findings;

  @Override
  public Integer call() throws IOException {
    OutputFormat format = output.format();
    FindingsText.View view = findings.view();
    if (out != null && Files.exists(out) && !Files.isDirectory(out)) {
      // As for run's --out; checked before the analysis, which may take a while.
      throw PerfkitException.usage(out + ": exists and is not a directory");
    }
    Path runDirectory = runDirectory();
    AnalysisReport report =
        runDirectory != null ? analyzeRun(new RunDirectory(runDirectory)) : analyzeFiles();
    if (report.summaryFile() != null && output.writeReport()) {
      Path reportFile = report.summaryFile().resolveSibling(RunReport.FILE);
      RunReport.write(report.summary(), runDirectory, reportFile);
    }
    AnalysisFormats.of(format, view).render(report, spec.commandLine().getOut());
    return ExitCode.OK;
  }

  /**
   * A run, or a repeat set, whose summary aggregates its repeats' (analyzed when they lack one).
   */
  private AnalysisReport analyzeRun(RunDirectory directory) throws IOException {
    return RunAnalysis.analyze(
        analyzer(),
        directory,
        RunRecordFile.read(directory.runJson()),
        BuildVersion.version(),
        Instant.now(),
        out != null ? out : directory.root());
  }

  private AnalysisReport analyzeFiles() throws IOException {
    Analysis analysis = analyzer().analyzeFiles(paths);
    RunSummary summary = analysis.toSummary(BuildVersion.version(), Instant.now());
    Path written = out == null ? null : SummaryFile.write(summary, out);
    return new AnalysisReport(analysis, summary, written);
  }

  private Analyzer analyzer() {
    Analyzer standard = Analyzer.standard();
    return appPackages == null
        ? standard
        : standard.withAppScope(AppScopeOption.parse(appPackages));
  }

  /** The run directory to analyze, or null when the arguments are files. */
  private Path runDirectory() {
    for (Path path : paths) {
      if (Files.isDirectory(path)) {
        if (paths.size() > 1) {
          throw PerfkitException.usage(
              path + ": a run directory must be analyzed alone, not with other files");
        }
        if (!RunDirectory.isRun(path)) {
          throw PerfkitException.badInput(
              path + ": not a perfkit run directory (it has no run.json); pass its files instead");
        }
        return path;
      }
    }
    return null;
  }
}
