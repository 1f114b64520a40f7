package dev.perfkit.analyzers.compilation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compilation.TaskBoundaries.Range;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.ChildJvm;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A main log read in ranges on several workers gives exactly what one sequential parser gives, on a
 * log written by a real child JVM, whole, cut short at several bytes and corrupted.
 */
class CompilationLogRangedReadingTest {

  /** Small slices, so that the child JVM's log of a few hundred KB is cut into many ranges. */
  private static final long SLICE = 8 * 1024;

  private static final int WORKERS = 3;

  @TempDir static Path dir;
  private static Path logFile;
  private static byte[] bytes;

  @BeforeAll
  static void runJvmWithLogCompilation() throws Exception {
    logFile = dir.resolve("compilation.log");
    // Compiles sooner, so that the short run logs close to a hundred tasks.
    ChildJvm.run(
        1.5, ChildJvm.compilationLogOptions(logFile, "-XX:CompileThresholdScaling=0.05"), dir);
    bytes = Files.readAllBytes(logFile);
  }

  @Test
  void aWholeLogReadInRangesEqualsTheSequentialRead() throws IOException {
    List<Range> ranges = ranges(logFile);
    assertTrue(ranges.size() > 10, "ranges: " + ranges.size());
    assertTrue(new RangedReading(logFile, SLICE, WORKERS).read().isPresent());
    Read sequential = sequential(logFile);
    assertEquals(sequential, ranged(logFile));
    assertFalse(sequential.log().truncated());
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertEquals(
        PlainCounts.inlineFailuresByReason(text),
        new TreeMap<>(ranged(logFile).log().inlineFailuresByReason()));
  }

  @Test
  void eachRangeStartsAfterATaskInTheSectionOfItsCompiler() throws IOException {
    String text = new String(bytes, StandardCharsets.ISO_8859_1); // one char per byte
    List<Range> ranges = ranges(logFile);
    assertEquals(0, ranges.get(0).start());
    assertEquals(bytes.length, ranges.get(ranges.size() - 1).end());
    for (int i = 1; i < ranges.size(); i++) {
      Range range = ranges.get(i);
      assertEquals(ranges.get(i - 1).end(), range.start());
      String before = text.substring(0, (int) range.start());
      assertTrue(before.endsWith("\n</task>\n"), "range " + i + " starts after a task");
      assertEquals(compilerOfLastThreadStart(before), range.threadCompiler());
    }
  }

  @Test
  void theLineAtAnOffsetCountsTheNewlinesBeforeIt() throws IOException {
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    try (FileChannel channel = FileChannel.open(logFile)) {
      for (int offset : List.of(0, 1, bytes.length / 3, bytes.length - 1, bytes.length)) {
        long expected = 1 + PlainCounts.occurrences(text.substring(0, offset), "\n");
        assertEquals(expected, TaskBoundaries.lineAt(channel, offset), "offset " + offset);
      }
    }
  }

  /** Cuts past the compiler threads' first task, at fractions of the rest of the log. */
  @ParameterizedTest
  @ValueSource(doubles = {0.15, 0.4, 0.5, 0.73, 0.99})
  void aLogCutShortGivesTheSameAsTheSequentialRead(double fraction) throws IOException {
    long firstTaskEnd = new String(bytes, StandardCharsets.ISO_8859_1).indexOf("\n</task>\n");
    long from = firstTaskEnd + 2 * SLICE;
    Path cut = cutAt("cut-" + fraction + ".log", (int) (from + (bytes.length - from) * fraction));
    assertTrue(new RangedReading(cut, SLICE, WORKERS).read().isPresent(), "read in ranges");
    Read sequential = sequential(cut);
    assertTrue(sequential.log().truncated());
    assertTrue(
        sequential
            .report()
            .note()
            .startsWith("cut-" + fraction + ".log cut at byte " + Files.size(cut)),
        sequential.report().note());
    assertEquals(sequential, ranged(cut));
  }

  @Test
  void aLogCutInsideTheTtyIsReadSequentially() throws IOException {
    int ttyEnd = new String(bytes, StandardCharsets.ISO_8859_1).indexOf("</tty>");
    Path cut = cutAt("cut-in-tty.log", ttyEnd / 2);
    assertFalse(new RangedReading(cut, SLICE, WORKERS).read().isPresent());
    assertEquals(sequential(cut), ranged(cut));
  }

  @Test
  void garbageInTheMiddleStopsBothReadsAtTheSameLine() throws IOException {
    int middle = indexAfterLine(bytes.length / 3);
    Path broken = dir.resolve("broken.log");
    byte[] garbage = "<<<\u0000garbage\n".getBytes(StandardCharsets.UTF_8);
    byte[] joined = new byte[bytes.length + garbage.length];
    System.arraycopy(bytes, 0, joined, 0, middle);
    System.arraycopy(garbage, 0, joined, middle, garbage.length);
    System.arraycopy(bytes, middle, joined, middle + garbage.length, bytes.length - middle);
    Files.write(broken, joined);
    assertFalse(
        new RangedReading(broken, SLICE, WORKERS).read().isPresent(),
        "a break before the last range falls back to the sequential read");
    Read sequential = sequential(broken);
    assertTrue(sequential.log().truncated());
    assertEquals(sequential, ranged(broken));
  }

  @Test
  void aSmallFileOrOneWorkerIsReadSequentially() throws IOException {
    assertFalse(new RangedReading(logFile, bytes.length, WORKERS).read().isPresent());
    assertFalse(new RangedReading(logFile, SLICE, 1).read().isPresent());
  }

  private record Read(CompilationLog log, ReadReport report) {}

  private static Read sequential(Path file) throws IOException {
    return read(new CompilationLogReader(Long.MAX_VALUE / 4, 1), file);
  }

  private static Read ranged(Path file) throws IOException {
    return read(new CompilationLogReader(SLICE, WORKERS), file);
  }

  private static Read read(CompilationLogReader reader, Path file) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = reader.read(file, inputs);
    return new Read(inputs.require(CompilationInputs.COMPILATION_LOG), report);
  }

  private static List<Range> ranges(Path file) throws IOException {
    try (FileChannel channel = FileChannel.open(file)) {
      List<TaskBoundaries.SliceFacts> facts = new ArrayList<>();
      for (long[] slice : TaskBoundaries.slices(channel.size(), SLICE)) {
        facts.add(TaskBoundaries.scan(channel, slice[0], slice[1]));
      }
      return TaskBoundaries.ranges(facts, channel.size()).orElseThrow();
    }
  }

  /** "c1" or "c2" by the name of the last compiler thread started in the text, else null. */
  private static String compilerOfLastThreadStart(String text) {
    Matcher thread =
        Pattern.compile("\n<start_compile_thread name='(C[12]) CompilerThread").matcher(text);
    String compiler = null;
    while (thread.find()) {
      compiler = thread.group(1).toLowerCase();
    }
    return compiler;
  }

  private static Path cutAt(String name, int length) throws IOException {
    return Files.write(dir.resolve(name), Arrays.copyOf(bytes, length));
  }

  private static int indexAfterLine(int from) {
    int at = from;
    while (bytes[at] != '\n') {
      at++;
    }
    return at + 1;
  }
}
