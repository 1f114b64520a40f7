package dev.perfkit.analyzers.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.stacks.StackInputs;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Gzip-compressed evidence of every kind reads as the same file uncompressed would, under the
 * compressed file's own name, whatever that name is, and leaves no decompressed copy behind.
 */
class CompressedEvidenceTest {

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(
      strings = {
        Jdk17Files.RECORDING,
        Jdk17Files.COMPILATION_LOG,
        Jdk17Files.G1_LOG,
        Jdk17Files.Z_LOG
      })
  void aCompressedFileReadsAsItsContent(String name) throws Exception {
    Path plain = Jdk17Files.path(name);
    Path compressed = gzip(Files.readAllBytes(plain), dir.resolve("no-hint-in-this-name"));
    Set<Path> copiesBefore = decompressedCopies();

    Analysis fromPlain = Analyzer.standard().analyzeFiles(List.of(plain));
    Analysis fromCompressed = Analyzer.standard().analyzeFiles(List.of(compressed));

    ReadReport read = fromCompressed.reads().get(0);
    assertEquals(compressed, read.file());
    assertEquals(fromPlain.reads().get(0).kind(), read.kind());
    assertEquals(fromPlain.reads().get(0).inputs(), read.inputs());
    assertFalse(read.truncated());
    assertEquals(findingKeys(fromPlain), findingKeys(fromCompressed));
    assertEquals(copiesBefore, decompressedCopies(), "the decompressed copy is removed");
  }

  @Test
  void compressedCollapsedStacksSumAsPlainOnes() throws Exception {
    byte[] stacks =
        "main;app.Work.run;app.Work.hash 30\nmain;app.Work.run 12\n"
            .getBytes(StandardCharsets.US_ASCII);
    Path compressed = gzip(stacks, dir.resolve("cpu.collapsed.gz"));

    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(compressed));

    assertEquals(42, analysis.inputs().require(StackInputs.CPU).total());
    assertEquals(compressed, analysis.reads().get(0).file());
  }

  @Test
  void aCompressedFilesNameStillTellsWhatItSampled() throws Exception {
    byte[] stacks =
        "main;app.Work.run;java.lang.Thread.sleep 30\n".getBytes(StandardCharsets.US_ASCII);
    Path compressed = gzip(stacks, dir.resolve("wall.collapsed.gz"));

    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(compressed));

    assertEquals(30, analysis.inputs().require(StackInputs.WALL).total());
    assertFalse(analysis.inputs().has(StackInputs.CPU));
  }

  @Test
  void aTruncatedCompressedLogYieldsWhatItHoldsMarkedTruncated() throws Exception {
    byte[] log = Files.readAllBytes(Jdk17Files.path(Jdk17Files.G1_LOG));
    byte[] whole = Files.readAllBytes(gzip(log, dir.resolve("whole.gz")));
    Path cut = Files.write(dir.resolve("gc.log.gz"), Arrays.copyOf(whole, whole.length / 2));
    Set<Path> copiesBefore = decompressedCopies();

    AnalysisInputs inputs = Analyzer.standard().analyzeFiles(List.of(cut)).inputs();
    ReadReport read = Analyzer.standard().analyzeFiles(List.of(cut)).reads().get(0);

    GcLog full =
        Analyzer.standard()
            .analyzeFiles(List.of(Jdk17Files.path(Jdk17Files.G1_LOG)))
            .inputs()
            .require(GcInputs.GC_LOG);
    GcLog part = inputs.require(GcInputs.GC_LOG);
    assertTrue(part.pauses().count() > 0, "the first half holds pauses");
    assertTrue(part.pauses().count() < full.pauses().count());
    assertTrue(read.truncated());
    assertTrue(read.note().startsWith("gzip-compressed and cut short"), read.note());
    assertEquals(cut, read.file());
    assertEquals(copiesBefore, decompressedCopies());
  }

  @Test
  void anErrorAboutACompressedFileNamesIt() throws Exception {
    byte[] recording = Files.readAllBytes(Jdk17Files.path(Jdk17Files.RECORDING));
    byte[] whole = Files.readAllBytes(gzip(recording, dir.resolve("whole.gz")));
    Path cut = Files.write(dir.resolve("cut.jfr.gz"), Arrays.copyOf(whole, whole.length / 2));

    UnreadableEvidenceException error =
        assertThrows(
            UnreadableEvidenceException.class,
            () -> Analyzer.standard().analyzeFiles(List.of(cut)));

    assertTrue(
        error.getMessage().startsWith(cut + ": truncated at byte 0: no complete chunk to read"),
        error.getMessage());
    assertTrue(error.getMessage().contains("gzip-compressed and cut short"), error.getMessage());
  }

  @Test
  void aCompressedFileCutBeforeAnyContentIsOneLineNamingIt() throws Exception {
    byte[] whole = Files.readAllBytes(gzip(new byte[] {'x'}, dir.resolve("whole.gz")));
    Path cut = Files.write(dir.resolve("cut.gz"), Arrays.copyOf(whole, 6));

    UnreadableEvidenceException error =
        assertThrows(
            UnreadableEvidenceException.class,
            () -> Analyzer.standard().analyzeFiles(List.of(cut)));

    assertEquals(
        cut + ": gzip-compressed and cut short (the stream ends early)", error.getMessage());
  }

  private static List<String> findingKeys(Analysis analysis) {
    return analysis.rankedFindings().stream().map(f -> f.ruleId() + " " + f.summary()).toList();
  }

  private static Path gzip(byte[] content, Path to) throws IOException {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(to))) {
      out.write(content);
    }
    return to;
  }

  private static Set<Path> decompressedCopies() throws IOException {
    try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files
          .filter(f -> f.getFileName().toString().startsWith("perfkit-gunzip-"))
          .collect(Collectors.toSet());
    }
  }
}
