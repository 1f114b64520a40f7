package dev.perfkit.analyzers;

import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.FileHead;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.findings.RuleEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns evidence files into an {@link Analysis}: each file goes to the reader that recognises its
 * content, the inputs are gathered, and the rules run over them.
 */
public final class Analyzer {

  private final List<EvidenceReader> readers;
  private final RuleEngine engine;

  public Analyzer(List<EvidenceReader> readers, List<Rule> rules) {
    this.readers = List.copyOf(readers);
    this.engine = new RuleEngine(rules);
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
      EvidenceReader reader =
          readerFor(file)
              .orElseThrow(
                  () ->
                      new UnreadableEvidenceException(
                          file,
                          "not a kind of file perfkit reads (a JFR recording, collapsed stacks,"
                              + " a GC log, a compilation log or load results)"));
      reads.add(readInto(reader, file, inputs));
    }
    return analyze(files.stream().map(Path::toString).toList(), reads, inputs);
  }

  /**
   * Analyzes the evidence files of a run directory. A run cut short may hold broken files, so a
   * file that cannot be read is reported in the analysis instead of stopping it.
   */
  public Analysis analyzeRunDirectory(Path directory) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    List<ReadReport> reads = new ArrayList<>();
    for (Path file : RunDirectory.evidenceFiles(directory)) {
      try {
        Optional<EvidenceReader> reader = readerFor(file);
        reads.add(
            reader.isPresent()
                ? readInto(reader.get(), file, inputs)
                : skipped(file, "not a kind of file perfkit reads"));
      } catch (UnreadableEvidenceException e) {
        reads.add(skipped(file, e.getMessage()));
      }
    }
    return analyze(List.of(directory.toString()), reads, inputs);
  }

  private static ReadReport skipped(Path file, String why) {
    return new ReadReport(file, "skipped", List.of(), false, why);
  }

  private Analysis analyze(List<String> source, List<ReadReport> reads, AnalysisInputs inputs) {
    DerivedInputs.add(inputs);
    return new Analysis(source, reads, inputs, engine.run(inputs));
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
