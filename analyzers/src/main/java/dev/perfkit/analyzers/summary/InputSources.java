package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Input;
import java.nio.file.Path;
import java.util.List;

/**
 * Which file gave each input of an analysis: the first file whose report lists it, as the analyzer
 * keeps the first source of every input. Named as {@code profile.jfr (JFR recording)}.
 */
public final class InputSources {

  private final List<ReadReport> reads;

  public InputSources(List<ReadReport> reads) {
    this.reads = List.copyOf(reads);
  }

  /** The file that gave {@code input}, or "unknown" when no report lists it (a derived input). */
  public String of(Input<?> input) {
    return reads.stream()
        .filter(read -> read.inputs().contains(input.name()))
        .findFirst()
        .map(read -> name(read.file()) + " (" + read.kind() + ")")
        .orElse("unknown");
  }

  private static String name(Path file) {
    Path parent = file.getParent();
    boolean runSubdirectory =
        parent != null
            && List.of("load", "logs", "stacks").contains(String.valueOf(parent.getFileName()));
    return runSubdirectory
        ? parent.getFileName() + "/" + file.getFileName()
        : String.valueOf(file.getFileName());
  }
}
