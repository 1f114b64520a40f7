package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.ParallelResults;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.load.MeasuredWindow;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads a recording's complete chunks on a small pool, one aggregate per worker, merged at the end.
 * {@link RecordingFile} only opens whole files, so each worker copies its chunk to a temporary file
 * first (a kernel-side copy, cheap beside parsing); at most one chunk per worker is on disk at a
 * time. A recording of one whole chunk, or a machine with one core, is read in place. An unfinished
 * chunk is always copied, the copy marked closed ({@link ChunkCopy}): RecordingFile refuses a chunk
 * still in the writing state ("stuck in locked stream state").
 */
final class ChunkedReading {

  /** Heap to budget per byte of chunk: chunks heavy with stack traces measured 10-25. */
  private static final long HEAP_PER_CHUNK_BYTE = 16;

  private final Path file;
  private final ChunkLayout layout;
  private final Optional<MeasuredWindow> window;

  ChunkedReading(Path file, ChunkLayout layout, Optional<MeasuredWindow> window) {
    this.file = file;
    this.layout = layout;
    this.window = window;
  }

  RecordingAggregate read() throws IOException {
    int workers = workers();
    if (!layout.truncated() && workers == 1) {
      RecordingAggregate aggregate = new RecordingAggregate(window);
      readFile(file, aggregate, 0);
      return aggregate;
    }
    Path dir = Files.createTempDirectory("perfkit-jfr-");
    try {
      return inParallel(dir, Math.max(1, workers));
    } finally {
      Files.deleteIfExists(dir);
    }
  }

  /**
   * One worker per core and chunk, as far as the heap allows: a chunk's constant pools (stack
   * traces above all) expand several-fold into objects when RecordingFile opens it, so each worker
   * is budgeted {@link #HEAP_PER_CHUNK_BYTE} bytes of heap per byte of the largest chunk.
   */
  private int workers() {
    long largest = layout.chunks().stream().mapToLong(ChunkHeader::size).max().orElse(1);
    long byHeap = Runtime.getRuntime().maxMemory() / Math.max(1, largest * HEAP_PER_CHUNK_BYTE);
    int byCores = Math.min(Runtime.getRuntime().availableProcessors(), layout.chunks().size());
    return (int) Math.max(1, Math.min(byCores, byHeap));
  }

  private RecordingAggregate inParallel(Path dir, int workers) throws IOException {
    ExecutorService pool = ParallelResults.pool(workers, "perfkit-jfr-chunk");
    try {
      // takeInTurns returns when every worker is done, so each has deleted its scratch file before
      // the caller deletes the directory, even when one of them failed.
      List<RecordingAggregate> parts =
          ParallelResults.takeInTurns(
              pool,
              workers,
              layout.chunks().size(),
              () -> new RecordingAggregate(window),
              (aggregate, chunk) -> readChunk(aggregate, chunk, dir),
              "a recording");
      parts.subList(1, parts.size()).forEach(parts.get(0)::merge);
      return parts.get(0);
    } finally {
      pool.shutdownNow();
    }
  }

  private void readChunk(RecordingAggregate aggregate, int index, Path dir) throws IOException {
    ChunkHeader chunk = layout.chunks().get(index);
    Path scratch = dir.resolve("chunk-" + index + ".jfr");
    try {
      copy(chunk, scratch);
      readFile(scratch, aggregate, chunk.offset());
    } finally {
      Files.deleteIfExists(scratch);
    }
  }

  private void copy(ChunkHeader chunk, Path scratch) throws IOException {
    try (FileChannel from = FileChannel.open(file, StandardOpenOption.READ);
        FileChannel to =
            FileChannel.open(
                scratch,
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
      ChunkCopy.copy(from, chunk, to, 0);
    }
  }

  private void readFile(Path path, RecordingAggregate aggregate, long offset) throws IOException {
    try (RecordingFile recording = new RecordingFile(path)) {
      while (recording.hasMoreEvents()) {
        aggregate.accept(recording.readEvent());
      }
    } catch (IOException | RuntimeException e) {
      throw new UnreadableEvidenceException(
          file, "corrupt chunk at byte " + offset + ": " + e.getMessage(), e);
    } finally {
      aggregate.endChunk();
    }
  }
}
