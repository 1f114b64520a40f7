package dev.perfkit.analyzers;

import dev.perfkit.analyzers.evidence.EvidenceFile;
import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.FileHead;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.findings.RuleEngine;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.scope.AppScope;
import dev.perfkit.analyzers.scope.CommandScope;
import dev.perfkit.analyzers.stacks.StackEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Turns evidence files into an {@link Analysis}: each file goes to the reader that recognises its
 * content, the inputs are gathered, and the rules run over them.
 */
public final class Analyzer {

  private final List<EvidenceReader> readers;
  private final RuleEngine engine;
  private final AppScope appScope;

  public Analyzer(List<EvidenceReader> readers, List<Rule> rules) {
    this(readers, new RuleEngine(rules), null);
  }

  private Analyzer(List<EvidenceReader> readers, RuleEngine engine, AppScope appScope) {
    this.readers = List.copyOf(readers);
    this.engine = engine;
    this.appScope = appScope;
  }

  /**
   * The same analyzer, told the application's packages ({@code --app-packages}): they win over what
   * run.json recorded or the target's command shows.
   */
  public Analyzer withAppScope(AppScope scope) {
    return new Analyzer(readers, engine, scope);
  }

  /** An analyzer with every reader and rule perfkit has. */
  public static Analyzer standard() {
    return new Analyzer(Catalog.readers(), Catalog.rules());
  }

  /**
   * Analyzes files a user named: each must be a kind perfkit reads, or the analysis stops with a
   * one-line error naming it.
   */
  public Analysis analyzeFiles(List<Path> files) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    List<ReadReport> reads = new ArrayList<>();
    for (Path file : files) {
      reads.add(
          read(
              file,
              inputs,
              "not a kind of file perfkit reads (a JFR recording, collapsed stacks,"
                  + " a GC log, a compilation log or load results)"));
    }
    return analyze(files.stream().map(Path::toString).toList(), null, reads, inputs);
  }

  /** Analyzes a run directory that a person names: its run.json is read first. */
  public Analysis analyzeRun(RunDirectory directory) throws IOException {
    return analyzeRun(directory, RunRecordFile.read(directory.runJson()));
  }

  /**
   * Analyzes the evidence files of a run directory, as the collector left it and {@code record}
   * describes it. A run cut short may hold broken files, so a file that cannot be read is reported
   * in the analysis instead of stopping it. The collapsed stacks that the collector converted from
   * async-profiler's recording are not read again when the recording itself was read: they hold the
   * same samples, in counts instead of the recording's bytes and nanoseconds.
   */
  public Analysis analyzeRun(RunDirectory directory, RunRecord record) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    List<ReadReport> reads = new ArrayList<>();
    // The profiles are cut to the load's measured window, as the collector cut its stacks.
    Optional<MeasuredWindow> window = MeasuredWindow.ofRun(directory);
    Analyzer windowed = within(window);
    for (Path file : directory.evidenceFiles()) {
      String convertedFrom = convertedFromRecording(directory, file, reads);
      reads.add(
          convertedFrom != null
              ? new ReadReport(file, "collapsed stacks", List.of(), false, convertedFrom)
              : windowed.readRunFile(file, inputs));
    }
    window.ifPresent(
        measured ->
            inputs.derive(
                LoadInputs.PROFILE_WINDOW,
                measured,
                RunDirectory.LOAD_RESULTS + "'s measured seconds"));
    return analyze(List.of(directory.root().toString()), record, reads, inputs);
  }

  private Analyzer within(Optional<MeasuredWindow> window) {
    return window
        .map(
            measured ->
                new Analyzer(
                    readers.stream().map(reader -> reader.within(measured)).toList(),
                    engine,
                    appScope))
        .orElse(this);
  }

  private ReadReport readRunFile(Path file, AnalysisInputs inputs) throws IOException {
    try {
      return read(file, inputs, null);
    } catch (UnreadableEvidenceException e) {
      return skipped(file, e.getMessage());
    }
  }

  /**
   * Why {@code file} need not be read: a note when it is a collapsed file of an event whose profile
   * the run's {@code profile.jfr} already gave, else null.
   */
  private static String convertedFromRecording(
      RunDirectory directory, Path file, List<ReadReport> reads) {
    String event = directory.collapsedEvent(file);
    if (event == null) {
      return null;
    }
    String input =
        Arrays.stream(StackEvent.values())
            .filter(known -> known.name().equalsIgnoreCase(event))
            .map(StackEvent::inputName)
            .findFirst()
            .orElse(null);
    boolean given =
        reads.stream()
            .anyMatch(
                read ->
                    read.file().equals(directory.profileJfr()) && read.inputs().contains(input));
    return given
        ? "not read: converted from " + RunDirectory.PROFILE_JFR + ", which gave the " + input
        : null;
  }

  /**
   * Reads one file, decompressed first when it is gzip-compressed; a file no reader recognises is
   * an error saying {@code unknownKind}, or skipped when that is null.
   */
  private ReadReport read(Path file, AnalysisInputs inputs, String unknownKind) throws IOException {
    try (EvidenceFile input = EvidenceFile.open(file)) {
      Optional<EvidenceReader> reader = readerFor(input.path());
      if (reader.isEmpty() && unknownKind != null) {
        throw new UnreadableEvidenceException(file, unknownKind);
      }
      try {
        return reader.isPresent()
            ? input.restore(readInto(reader.get(), input.path(), inputs))
            : skipped(file, "not a kind of file perfkit reads");
      } catch (UnreadableEvidenceException e) {
        throw input.restore(e);
      } catch (IOException e) {
        throw input.restore(e);
      }
    }
  }

  private static ReadReport skipped(Path file, String why) {
    return new ReadReport(file, "skipped", List.of(), false, why);
  }

  private Analysis analyze(
      List<String> source, RunRecord record, List<ReadReport> reads, AnalysisInputs inputs) {
    DerivedInputs.add(inputs);
    inputs.derive(AppScope.INPUT, appScopeOf(record), "run.json");
    return new Analysis(source, record, reads, inputs, engine.run(inputs));
  }

  /**
   * The application's packages: as given to this analyzer, else as run.json recorded them, else as
   * the target's command shows them (a run.json of an older perfkit), else unknown.
   */
  private AppScope appScopeOf(RunRecord record) {
    if (appScope != null) {
      return appScope;
    }
    if (record == null) {
      return AppScope.unknown();
    }
    if (record.appScope() != null) {
      return record.appScope();
    }
    return record.target() == null
        ? AppScope.unknown()
        : CommandScope.of(record.target().command());
  }

  /**
   * Reads one file into its own inputs first, then keeps what the earlier files did not already
   * provide: the first source of an input wins, and the report says what was not used.
   */
  private static ReadReport readInto(EvidenceReader reader, Path file, AnalysisInputs inputs)
      throws IOException {
    AnalysisInputs own = new AnalysisInputs();
    ReadReport report = reader.read(file, own);
    own.defaultSources(report.kind());
    List<String> duplicates = inputs.mergeAbsent(own);
    if (duplicates.isEmpty()) {
      return report;
    }
    String note =
        (report.note().isEmpty() ? "" : report.note() + "; ")
            + "not used for "
            + String.join(", ", duplicates)
            + " (an earlier file provided it)";
    return new ReadReport(file, report.kind(), report.inputs(), report.truncated(), note);
  }

  private Optional<EvidenceReader> readerFor(Path file) throws IOException {
    byte[] head = FileHead.read(file);
    return readers.stream().filter(reader -> reader.recognizes(file, head)).findFirst();
  }
}
