package dev.perfkit.analyzers.jfr;

import static dev.perfkit.analyzers.jfr.ProfiledRun.summaryCount;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chunk a JVM leaves in its JFR repository when it dies while recording: never closed, refused
 * by the JDK's own tool, read by perfkit up to its last flush and marked truncated.
 */
class UnfinishedRecordingTest {

  private static final int GCS = 3;

  @TempDir static Path dir;
  static Path chunk;

  /** Where the chunk's last flush ended, by perfkit's reader. */
  static long flushedAt;

  /** The JDK's {@code jfr summary} of the checked-in JDK 17 recording, complete chunks only. */
  static String completeSummary;

  private final JfrRecordingReader reader = new JfrRecordingReader();

  @BeforeAll
  static void dieWhileRecording() throws Exception {
    chunk = ProfiledRun.dyingRecording(dir, GCS);
    flushedAt = new JfrRecordingReader().parse(chunk).truncatedAt();
    completeSummary =
        ProfiledRun.jfrTool("summary", Jdk17Files.path(Jdk17Files.RECORDING).toString());
  }

  @Test
  void theJdkToolRefusesTheChunk() {
    IOException refused =
        assertThrows(IOException.class, () -> ProfiledRun.jfrTool("summary", chunk.toString()));
    assertTrue(refused.getMessage().contains("locked stream state"), refused.getMessage());
    assertFalse(
        Files.exists(dir.resolve("never-written.jfr"))
            && sizeOf(dir.resolve("never-written.jfr")) > 0);
  }

  @Test
  void readsTheCollectionsTheGcLogShows() throws Exception {
    long pauseLines =
        Pattern.compile("\\bPause Full \\(System\\.gc\\(\\)\\)")
            .matcher(Files.readString(dir.resolve("gc.log")))
            .results()
            .count();
    assertEquals(GCS, pauseLines, "serial GC with a 256 MB heap collects only when asked");
    JfrRecording recording = reader.parse(chunk);
    assertEquals(pauseLines, recording.gc().collections());
    assertEquals(1, recording.chunks());
    assertTrue(recording.endsUnfinished());
    assertTrue(recording.truncated());
    assertTrue(
        recording.truncatedAt() > ChunkHeader.LENGTH && recording.truncatedAt() <= sizeOf(chunk));
    assertTrue(recording.spanNanos() > 0);
  }

  @Test
  void reportsWhereTheLastFlushEnded() throws Exception {
    ReadReport report = reader.read(chunk, new AnalysisInputs());
    long flushed = flushedAt;
    assertTrue(report.truncated());
    assertEquals(
        "its JVM stopped while recording (the last chunk was never closed): read the chunk up to"
            + " the last flush, byte "
            + flushed,
        report.note());
  }

  @Test
  void leavesTheFileAsItFoundIt() throws Exception {
    byte[] before = Files.readAllBytes(chunk);
    reader.parse(chunk);
    assertArrayEquals(before, Files.readAllBytes(chunk));
    assertTrue(before[ChunkHeader.FILE_STATE_POSITION] != 0, "the chunk is still unfinished");
  }

  /**
   * A JVM that dies while rewriting the header leaves the file state at 255 in front of the
   * previous flush's fields: the chunk reads as of that flush, like any unfinished one.
   */
  @Test
  void readsAChunkLeftMidwayThroughAHeaderRewrite() throws Exception {
    byte[] bytes = Files.readAllBytes(chunk);
    bytes[ChunkHeader.FILE_STATE_POSITION] = (byte) 255;
    Path midRewrite = Files.write(dir.resolve("mid-rewrite.jfr"), bytes);
    JfrRecording recording = reader.parse(midRewrite);
    assertTrue(recording.endsUnfinished());
    assertEquals(GCS, recording.gc().collections());
    assertEquals(flushedAt, recording.truncatedAt());
  }

  @Test
  void followsCompleteChunksAndEndsTheRecording() throws Exception {
    Path complete = Jdk17Files.path(Jdk17Files.RECORDING);
    Path joined = dir.resolve("complete-then-unfinished.jfr");
    try (OutputStream out = Files.newOutputStream(joined)) {
      Files.copy(complete, out);
      Files.copy(chunk, out);
      out.write("bytes after the last flush".getBytes(StandardCharsets.US_ASCII));
    }
    long completeChunks = summaryCount(completeSummary, "Chunks:");
    long completeGcs = summaryCount(completeSummary, "jdk.GarbageCollection");
    JfrRecording recording = reader.parse(joined);
    assertEquals(completeChunks + 1, recording.chunks());
    assertEquals(completeGcs + GCS, recording.gc().collections());
    assertTrue(recording.endsUnfinished());
    assertEquals(sizeOf(complete) + flushedAt, recording.truncatedAt());
  }

  @Test
  void assemblesTheRepositoryIntoARecordingEveryToolReads() throws Exception {
    Path recovered = dir.resolve("recovered.jfr");
    assertEquals(
        1, RepositoryRecovery.assemble(dir.resolve("repository"), recovered, Instant.EPOCH));
    String summary = ProfiledRun.jfrTool("summary", recovered.toString());
    assertEquals(GCS, summaryCount(summary, "jdk.GarbageCollection"));
    assertEquals(flushedAt, sizeOf(recovered));
    JfrRecording recording = reader.parse(recovered);
    assertFalse(recording.truncated());
    assertEquals(GCS, recording.gc().collections());
  }

  @Test
  void leavesOutChunksThatStartedBeforeTheRecording() throws Exception {
    Path recovered = dir.resolve("later.jfr");
    long startNanos = ChunkLayout.scan(chunk).chunks().get(0).startNanos();
    Instant chunkStart = Instant.ofEpochSecond(0, startNanos);
    Path repository = dir.resolve("repository");
    assertEquals(0, RepositoryRecovery.assemble(repository, recovered, chunkStart.plusNanos(1)));
    assertFalse(Files.exists(recovered));
    assertEquals(1, RepositoryRecovery.assemble(repository, recovered, chunkStart));
  }

  /**
   * Files are walked in the directory's own order, which neither their names nor their ages decide
   * (a clock set back names a newer chunk earlier): both ways round, the chunks come out oldest
   * first, so that one of the two cases meets the wrong order from the walk whatever it is.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void ordersChunksByTheirStartWhateverTheWalkOrder(boolean unfinishedFirst) throws Exception {
    Path repository = Files.createDirectories(dir.resolve("walk-" + unfinishedFirst));
    Path complete = Jdk17Files.path(Jdk17Files.RECORDING);
    Files.copy(unfinishedFirst ? chunk : complete, repository.resolve("a.jfr"));
    Files.copy(unfinishedFirst ? complete : chunk, repository.resolve("b.jfr"));
    long completeChunks = summaryCount(completeSummary, "Chunks:");

    Path recovered = dir.resolve("walk-" + unfinishedFirst + ".jfr");
    assertEquals(
        completeChunks + 1, RepositoryRecovery.assemble(repository, recovered, Instant.EPOCH));
    assertEquals(
        completeChunks + 1,
        summaryCount(ProfiledRun.jfrTool("summary", recovered.toString()), "Chunks:"));
    assertEquals(completeChunks + 1, reader.parse(recovered).chunks());
    List<Long> starts =
        ChunkLayout.scan(recovered).chunks().stream().map(ChunkHeader::startNanos).toList();
    assertEquals(starts.stream().sorted().toList(), starts);
  }

  /** A chunk created but never flushed has no metadata to read its events with: it is left out. */
  @Test
  void leavesOutAChunkNeverFlushed() throws Exception {
    byte[] bytes = Files.readAllBytes(chunk);
    ByteBuffer.wrap(bytes).putLong(ChunkHeader.METADATA_OFFSET_POSITION, 0);
    Path repository = Files.createDirectories(dir.resolve("unflushed-repository"));
    Files.write(repository.resolve("2026_01_01_00_00_00.jfr"), bytes);
    Path recovered = dir.resolve("unflushed.jfr");
    assertEquals(0, RepositoryRecovery.assemble(repository, recovered, Instant.EPOCH));
    assertFalse(Files.exists(recovered));
  }

  @Test
  void tellsAWholeRecordingFromOneCutShort() throws Exception {
    Path whole = dir.resolve("whole.jfr");
    RepositoryRecovery.assemble(dir.resolve("repository"), whole, Instant.EPOCH);
    assertTrue(RepositoryRecovery.isWhole(whole));
    assertFalse(RepositoryRecovery.isWhole(chunk), "the unfinished chunk");
    Path cut = dir.resolve("cut.jfr");
    Files.write(cut, Arrays.copyOf(Files.readAllBytes(whole), (int) sizeOf(whole) / 2));
    assertFalse(RepositoryRecovery.isWhole(cut));
    Files.write(cut, new byte[0]);
    assertFalse(RepositoryRecovery.isWhole(cut));
    assertFalse(RepositoryRecovery.isWhole(dir.resolve("missing.jfr")));
  }

  @Test
  void assemblesNothingFromARepositoryWithoutChunks() throws Exception {
    Path repository =
        Files.createDirectories(dir.resolve("empty-repository/2026_01_01_00_00_00_1"));
    Files.write(repository.resolve("2026_01_01_00_00_00.jfr"), new byte[0]);
    Path recovered = dir.resolve("nothing.jfr");
    assertEquals(
        0, RepositoryRecovery.assemble(dir.resolve("empty-repository"), recovered, Instant.EPOCH));
    assertFalse(Files.exists(recovered));
  }

  private static long sizeOf(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
