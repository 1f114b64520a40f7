package dev.perfkit.cli;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.gate.Budget;
import dev.perfkit.analyzers.gate.BudgetFile;
import dev.perfkit.analyzers.gate.BudgetMismatchException;
import dev.perfkit.analyzers.gate.Budgets;
import dev.perfkit.analyzers.gate.FindingPresence;
import dev.perfkit.analyzers.gate.Gate;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.JmhSetupMismatchException;
import dev.perfkit.analyzers.gate.duet.DuetRecord;
import dev.perfkit.analyzers.gate.report.GateJson;
import dev.perfkit.analyzers.gate.report.GateJunit;
import dev.perfkit.analyzers.gate.report.GateMarkdown;
import dev.perfkit.analyzers.gate.report.GateText;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code perfkit gate}: fails a CI job when the candidate regressed beyond its budget. */
@Command(
    name = "gate",
    header = "Judges a candidate against a baseline, for CI: pass or regression.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Judges a candidate against a baseline: each metric (or JMH benchmark) regresses only when"
          + " the one significance rule compare shows too finds the change significant (the"
          + " two-sided Mann-Whitney test, p < 0.05 alone, Holm p < 0.01 among the load-dependent"
          + " metrics) AND its Hodges-Lehmann shift is beyond its budget; runs too few to reach"
          + " that are inconclusive (needs N runs). Each side is a run directory (or its"
          + " summary.json) made with 'perfkit run --repeat N' (N >= 4, 7 for the load-dependent"
          + " metrics: a single run is one observation), or several single runs pooled, one"
          + " observation each"
          + " (interleave the two sides' runs so that a drifting machine weighs on both alike),"
          + " or one or more JMH result files (-rf json), one observation per fork (the mean of"
          + " its iterations), with -prof gc's bytes per operation checked too.",
      "Exits 0 when every budget holds, 3 on a regression, 5 when no check could judge, 4 for a"
          + " duet whose side failed (it has no verdict)."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit gate --baseline runs/main --candidate runs/change",
      "  perfkit gate --baseline runs/rounds/main/* --candidate runs/rounds/change/*",
      "  perfkit gate --baseline runs/main --candidate runs/change --budget perfkit-budget.yml \\",
      "      --junit gate.xml --markdown \"$GITHUB_STEP_SUMMARY\"",
      "  perfkit gate --baseline runs/main --candidate runs/change \\",
      "      --max-regression cpu-time-per-request=2% --fail-on-new inlining-failure",
      "  perfkit gate --baseline jmh-main.json --candidate jmh-change.json --format json",
      "  perfkit gate --baseline a*.json --candidate b*.json"
          + " --max-regression B.m:gc.alloc.rate.norm=64B"
    })
public final class GateCommand implements Callable<Integer> {

  /** The formats a gate's verdict is offered in. */
  static final class Formats extends OutputFormat.Offered {
    Formats() {
      super(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.MARKDOWN, OutputFormat.JUNIT);
    }

    /** The renderer; {@code seconds} is how long the gate took, which JUnit XML reports. */
    static Format<GateResult> of(OutputFormat format, double seconds) {
      return switch (format) {
        case TEXT -> new GateText();
        case JSON -> new GateJson();
        case MARKDOWN -> new GateMarkdown();
        case JUNIT -> new GateJunit(seconds);
        case HTML -> throw new IllegalStateException("not a gate format: " + format);
      };
    }
  }

  /** The files {@code --out} gets. */
  static final String JSON_FILE = "gate.json";

  static final String MARKDOWN_FILE = "gate.md";
  static final String JUNIT_FILE = "gate-junit.xml";

  @Spec CommandSpec spec;

  @Option(
      names = "--baseline",
      arity = "1..*",
      paramLabel = "RUN|FILE",
      description =
          "The baseline: a run directory or its summary.json, several single runs to pool, or"
              + " one or more JMH result files.")
  List<Path> baseline;

  @Option(
      names = "--candidate",
      arity = "1..*",
      paramLabel = "RUN|FILE",
      description = "The candidate, of the same kind as the baseline.")
  List<Path> candidate;

  @Option(
      names = "--duet",
      paramLabel = "DIR",
      description =
          "Judge a directory of 'perfkit duet' again (its rounds, by their paired ratios), in place"
              + " of --baseline and --candidate. A duet stopped by a signal is judged on the rounds"
              + " it holds, with a note; one whose side failed has no verdict (exit 4).")
  Path duet;

  @Option(
      names = "--budget",
      paramLabel = "FILE",
      description =
          "A budget file (YAML: budgets, fail-on-new; docs/gate.md). Default: the defaults.")
  Path budgetFile;

  @Option(
      names = "--max-regression",
      paramLabel = "CHECK=BUDGET",
      description =
          "The largest allowed regression of a metric or benchmark, on top of the file: 5%%, 2 ms,"
              + " 64 KiB, 0.5pp, or none to skip it. Repeatable.")
  Map<String, String> maxRegression = Map.of();

  @Option(
      names = "--fail-on-new",
      paramLabel = "RULE|SEVERITY",
      split = ",",
      description = "Fail on a new application finding of this rule or severity. Repeatable.")
  List<String> failOnNew = List.of();

  @Option(names = "--junit", paramLabel = "FILE", description = "Write JUnit XML to FILE.")
  Path junit;

  @Option(names = "--markdown", paramLabel = "FILE", description = "Write Markdown to FILE.")
  Path markdown;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Write gate.json, gate.md and gate-junit.xml into DIR.")
  Path out;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = Formats.class,
      completionCandidates = Formats.class,
      description =
          "How to print the verdict, one of: ${COMPLETION-CANDIDATES}. text: a table; json: the"
              + " whole gate.json; markdown: gate.md; junit: JUnit XML. Default: text.")
  OutputFormat format = OutputFormat.TEXT;

  @Override
  public Integer call() throws IOException {
    long start = System.nanoTime();
    if (duet != null) {
      return judgeDuet(start);
    }
    if (baseline == null || candidate == null) {
      throw PerfkitException.usage("give --baseline and --candidate, or --duet DIR");
    }
    requireEachOnceAndPresent();
    boolean jmh = isJmh(baseline.get(0));
    requireSameKind(jmh);
    Budgets budgets = budgets();
    Gate gate = new Gate(budgets);
    GateResult result;
    try {
      result =
          (jmh ? benchmarks(gate) : runs(gate, !budgets.failOnNew().isEmpty()))
              .withSources(strings(baseline), strings(candidate));
    } catch (BudgetMismatchException e) {
      throw PerfkitException.usage(e.getMessage());
    }
    return show(result, start);
  }

  /** Writes and prints the verdict; its exit code. */
  private int show(GateResult result, long start) throws IOException {
    double seconds = (System.nanoTime() - start) / 1e9;
    write(result, seconds);
    Formats.of(format, seconds).render(result, spec.commandLine().getOut());
    return DuetCommand.exitCode(result);
  }

  /** The verdict on a duet directory's rounds, under this gate's budgets. */
  private int judgeDuet(long start) throws IOException {
    if (baseline != null || candidate != null) {
      throw PerfkitException.usage(
          "--duet judges a duet directory on its own: give no --baseline or --candidate");
    }
    if (!failOnNew.isEmpty()) {
      throw PerfkitException.usage("--fail-on-new: a duet records no findings to judge");
    }
    DuetRecord record = DuetRecord.readRounds(duet);
    Path file = duet.resolve(DuetRecord.FILE);
    if (record.sideFailed()) {
      throw new PerfkitException(
          ExitCode.INCOMPLETE,
          file + ": a side failed (" + record.stoppedEarly() + "): no verdict; run the duet again");
    }
    if (!record.complete()) {
      PrintWriter err = spec.commandLine().getErr();
      TerminalText.print(
          err,
          "perfkit: note: ",
          file + ": " + record.stoppedEarly() + "; judging the rounds it holds",
          "  ");
      err.flush();
    }
    GateResult result =
        DuetCommand.judge(budgets(), record.baseline(), record.candidate(), record.rounds());
    return show(result, start);
  }

  private Budgets budgets() throws IOException {
    Budgets budgets = budgetFile == null ? Budgets.defaults() : BudgetFile.read(budgetFile);
    try {
      for (Map.Entry<String, String> entry : maxRegression.entrySet()) {
        String value = entry.getValue().strip();
        budgets.set(entry.getKey(), value.equals("none") ? null : Budget.parse(value));
      }
      failOnNew.forEach(budgets::failOnNew);
    } catch (IllegalArgumentException e) {
      throw PerfkitException.usage(e.getMessage());
    }
    return budgets;
  }

  private GateResult benchmarks(Gate gate) throws IOException {
    JmhSides sides;
    try {
      sides = JmhSides.read(baseline, candidate, spec.commandLine().getErr());
    } catch (JmhSetupMismatchException e) {
      throw PerfkitException.usage(e.getMessage());
    }
    return gate.benchmarks(
        GateSide.name(baseline),
        sides.baseline().checks(),
        GateSide.name(candidate),
        sides.candidate().checks());
  }

  /**
   * The gate of two sides of runs; {@code perRunFindings} (fail-on-new names something) reads each
   * side's runs one by one, so that a new finding is judged by how many runs of each side had it.
   */
  private GateResult runs(Gate gate, boolean perRunFindings) throws IOException {
    GateSide base = GateSide.of(baseline, perRunFindings, spec.commandLine().getErr());
    GateSide cand = GateSide.of(candidate, perRunFindings, spec.commandLine().getErr());
    // The gate uses no frame shifts: reading both runs' collapsed stacks for them was most of its
    // time on real runs.
    Comparison comparison =
        Comparison.withoutFrameShifts(
            base.summary(), base.source(), cand.summary(), cand.source(), BuildVersion.version());
    FindingPresence presence =
        base.runs() == null || cand.runs() == null
            ? null
            : new FindingPresence(base.runs(), cand.runs());
    return gate.runs(
        base.name(), base.summary(), cand.name(), cand.summary(), comparison, presence);
  }

  /**
   * Every path is there, and names a run or file that no other path of its side names: one given
   * twice would count its observations twice and make noise look significant. The same run on both
   * sides is allowed: it can only make them alike.
   */
  private void requireEachOnceAndPresent() throws IOException {
    requireEachOnceAndPresent("--baseline", baseline);
    requireEachOnceAndPresent("--candidate", candidate);
  }

  private static void requireEachOnceAndPresent(String option, List<Path> side) throws IOException {
    Map<Path, Path> seen = new HashMap<>();
    for (Path path : side) {
      if (!Files.exists(path)) {
        throw PerfkitException.badInput(path + ": no such file or directory");
      }
      Path earlier = seen.putIfAbsent(identity(path), path);
      if (earlier != null) {
        throw PerfkitException.usage(
            option
                + " gives "
                + earlier
                + " twice (as "
                + path
                + "): each run or file counts once");
      }
    }
  }

  private static List<String> strings(List<Path> paths) {
    return paths.stream().map(Path::toString).toList();
  }

  /** What a path names, through links: a run directory for its summary.json too. */
  private static Path identity(Path path) throws IOException {
    Path absolute = path.toRealPath();
    boolean summary =
        Files.isRegularFile(absolute)
            && absolute.getFileName().toString().equals(RunDirectory.SUMMARY_FILE);
    return summary ? absolute.getParent() : absolute;
  }

  private void requireSameKind(boolean jmh) throws IOException {
    requireOneKind("--baseline", baseline, jmh);
    if (isJmh(candidate.get(0)) != jmh) {
      throw PerfkitException.usage(
          "--baseline is "
              + kind(jmh)
              + " and --candidate "
              + kind(!jmh)
              + ": they cannot be compared");
    }
    requireOneKind("--candidate", candidate, jmh);
  }

  private static void requireOneKind(String option, List<Path> side, boolean jmh)
      throws IOException {
    for (Path path : side) {
      if (isJmh(path) != jmh) {
        throw PerfkitException.usage(
            option + " mixes runs and JMH result files (" + path + "): pool one kind");
      }
    }
  }

  private static String kind(boolean jmh) {
    return jmh ? "a JMH result file" : "a run";
  }

  /** A JMH result file is a JSON array; a summary.json, an object. */
  private static boolean isJmh(Path path) throws IOException {
    if (!Files.isRegularFile(path)) {
      return false;
    }
    try (Reader reader = Files.newBufferedReader(path)) {
      int c;
      while ((c = reader.read()) != -1 && Character.isWhitespace(c)) {
        // skip to the first character
      }
      return c == '[';
    }
  }

  private void write(GateResult result, double seconds) throws IOException {
    if (out != null) {
      Files.createDirectories(out);
      new GateJson().write(result, out.resolve(JSON_FILE));
      new GateMarkdown().write(result, out.resolve(MARKDOWN_FILE));
      new GateJunit(seconds).write(result, out.resolve(JUNIT_FILE));
    }
    if (markdown != null) {
      new GateMarkdown().write(result, markdown);
    }
    if (junit != null) {
      new GateJunit(seconds).write(result, junit);
    }
  }
}
