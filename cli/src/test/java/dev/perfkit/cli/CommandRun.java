package dev.perfkit.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** The outcome of running perfkit in-process: exit code, stdout and stderr. */
record CommandRun(int exitCode, String out, String err) {

  static CommandRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine commandLine = PerfkitMain.commandLine(args);
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    int exitCode = commandLine.execute(args);
    return new CommandRun(exitCode, out.toString(), err.toString());
  }
}
