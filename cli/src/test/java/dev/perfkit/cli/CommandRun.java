package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/** The outcome of running perfkit in-process: exit code, stdout and stderr. */
record CommandRun(int exitCode, String out, String err) {

  static CommandRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exitCode = execute(out, err, args);
    assertWrittenSummariesValid(args);
    return new CommandRun(exitCode, out.toString(), err.toString());
  }

  /**
   * Every summary.json a command wrote, into its --out or the run directory it analyzed, validates
   * against the published schema: one check for every test that runs a command in-process.
   */
  private static void assertWrittenSummariesValid(String... args) {
    for (int i = 0; i < args.length; i++) {
      boolean outDirectory = i > 0 && args[i - 1].equals("--out");
      Path summary = Path.of(args[i]).resolve(RunDirectory.SUMMARY_FILE);
      if ((outDirectory || Files.isDirectory(Path.of(args[i]))) && Files.isRegularFile(summary)) {
        try {
          SummarySchema.assertValid(summary);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }

  /** Runs perfkit in-process, its output to {@code out} and {@code err}, readable while it runs. */
  static int execute(Writer out, Writer err, String... args) {
    CommandLine commandLine = PerfkitMain.commandLine(args);
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    return commandLine.execute(args);
  }

  /**
   * perfkit refuses {@code args}: exit {@code exitCode}, {@code line} alone on stderr, no output. A
   * usage error's line ends by pointing to the command's help, as every usage error does: given
   * without that ending, {@code line} is checked with it.
   */
  static void assertRefused(int exitCode, String line, String... args) {
    CommandRun result = of(args);
    assertEquals(exitCode, result.exitCode(), result.err());
    assertEquals(withUsageHint(exitCode, line, "perfkit " + args[0]) + "\n", result.err());
    assertEquals("", result.out());
  }

  /** {@code line} as a usage error of {@code command} prints it: with "(see '... --help')". */
  static String withUsageHint(int exitCode, String line, String command) {
    return exitCode != ExitCode.USAGE || line.endsWith(" --help')")
        ? line
        : line + " (see '" + command + " --help')";
  }
}
