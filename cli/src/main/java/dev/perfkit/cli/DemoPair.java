package dev.perfkit.cli;

import dev.perfkit.analyzers.demo.BeforeAfter;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import dev.perfkit.reports.RunReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * One configuration of the demo: the legacy and the optimized run, each collected by {@code perfkit
 * run} in-process, then their reports and the comparison.
 */
final class DemoPair {

  /**
   * What a configuration gave.
   *
   * @param config the server's I/O mode and thread type
   * @param legacy the legacy runs' summary
   * @param optimized the optimized runs' summary
   * @param story the before and after
   * @param legacyReport the legacy runs' report.html
   * @param optimizedReport the optimized runs' report.html
   * @param comparisonReport the comparison's report page, compare.html
   * @param comparison the comparison's data, comparison.json
   */
  record Result(
      DemoConfig config,
      RunSummary legacy,
      RunSummary optimized,
      BeforeAfter story,
      Path legacyReport,
      Path optimizedReport,
      Path comparisonReport,
      Path comparison) {}

  private final DemoConfig config;
  private final Path directory;
  private final CommandLine commandLine;
  private final List<String> loadArgs;

  DemoPair(DemoConfig config, Path out, CommandLine commandLine, List<String> loadArgs) {
    this.config = config;
    this.directory = out.resolve(config.directoryName());
    this.commandLine = commandLine;
    this.loadArgs = loadArgs;
  }

  /** Runs both variants, reports and compares them; {@code index} of {@code count} for progress. */
  Result run(int index, int count) {
    Path legacyDir = collect("legacy", index, count);
    Path optimizedDir = collect("optimized", index, count);
    progress(index, count, "writing the reports and the comparison");
    RunSummary legacy = summary(legacyDir);
    RunSummary optimized = summary(optimizedDir);
    // perfkit run wrote each run's report.html beside its summary.json.
    Path legacyReport = legacyDir.resolve(RunReport.FILE);
    Path optimizedReport = optimizedDir.resolve(RunReport.FILE);
    Path page = DemoComparison.write(legacy, legacyDir, optimized, optimizedDir, directory);
    return new Result(
        config,
        legacy,
        optimized,
        BeforeAfter.of(legacy, optimized),
        legacyReport,
        optimizedReport,
        page,
        directory.resolve(CompareCommand.COMPARISON_FILE));
  }

  /**
   * {@code perfkit run} of one variant, its analysis text discarded (the demo tells the story) and
   * its progress on stderr; any exit but 0 ends the demo with that exit code.
   */
  private Path collect(String variant, int index, int count) {
    Path runDir = directory.resolve(variant);
    progress(index, count, variant + " into " + runDir);
    List<String> args = new ArrayList<>(List.of("run", "--out", runDir.toString(), "--force"));
    args.addAll(List.of("--variant", variant, "--execution-mode", config.mode().key()));
    args.addAll(List.of("--thread-type", config.threads().key()));
    args.addAll(loadArgs);
    String[] argv = args.toArray(String[]::new);
    CommandLine run = PerfkitMain.commandLine(argv);
    run.setOut(new PrintWriter(Writer.nullWriter()));
    run.setErr(commandLine.getErr());
    int exitCode = run.execute(argv);
    if (exitCode != ExitCode.OK) {
      throw new PerfkitException(
          exitCode,
          "the demo's "
              + variant
              + " run failed (exit "
              + exitCode
              + "); its files are in "
              + runDir);
    }
    return runDir;
  }

  private void progress(int index, int count, String step) {
    PrintWriter err = commandLine.getErr();
    TerminalText.print(
        err,
        "perfkit demo: ",
        "[" + index + "/" + count + "] " + config.label() + ": " + step,
        "  ");
    err.flush();
  }

  private static RunSummary summary(Path runDir) {
    Path file = runDir.resolve(RunDirectory.SUMMARY_FILE);
    try {
      return SummaryReader.read(file);
    } catch (IOException e) {
      throw PerfkitException.badInput(file + ": " + e.getMessage());
    }
  }
}
