package dev.perfkit.analyzers.evidence;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.load.MeasuredWindow;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads one kind of evidence file (a JFR recording, collapsed stacks, a GC log, a compilation log)
 * into the inputs of an analysis. Readers recognise their files by content, never by name, so a
 * user can pass files however they are called.
 */
public interface EvidenceReader {

  /** What this reader reads, for messages: "JFR recording", "GC log". */
  String kind();

  /**
   * Whether the file looks like this reader's kind, judged from its first bytes ({@code head} holds
   * up to 8 KiB; fewer when the file is shorter).
   */
  boolean recognizes(Path file, byte[] head);

  /**
   * Reads the whole file, streaming, and adds what it found to {@code into}: one file may feed
   * several inputs (a JFR recording holds CPU samples, allocations, GC and compilations).
   *
   * @throws UnreadableEvidenceException when the file cannot be read as this kind; its message
   *     names the file and the problem in one line
   */
  ReadReport read(Path file, AnalysisInputs into) throws IOException;

  /**
   * This reader for a run whose load had {@code window} as its measured phase: a reader whose
   * evidence is stamped in time keeps what falls in it. Others read as they always do.
   */
  default EvidenceReader within(MeasuredWindow window) {
    return this;
  }
}
