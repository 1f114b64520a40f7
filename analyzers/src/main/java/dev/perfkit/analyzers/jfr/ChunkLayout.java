package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a recording's readable chunks lie, found by hopping from header to header without reading
 * the events. A chunk that runs past the end of the file, or bytes that are not a chunk header,
 * mark the recording truncated at that byte: the chunks before it are still whole. A chunk its JVM
 * never closed (it died while recording) is read up to its last flush and ends the recording, which
 * is then truncated at that flush: what follows it was written after the flush, if at all.
 *
 * @param chunks the readable chunks, in file order; only the last may be unfinished
 * @param truncatedAt the byte where the readable part ends, or -1 when the file is whole
 * @param fileSize the file's length
 */
record ChunkLayout(List<ChunkHeader> chunks, long truncatedAt, long fileSize) {

  ChunkLayout {
    chunks = List.copyOf(chunks);
  }

  boolean truncated() {
    return truncatedAt >= 0;
  }

  /** Whether the last chunk was left unfinished by a JVM that stopped while writing it. */
  boolean endsUnfinished() {
    return !chunks.isEmpty() && !chunks.get(chunks.size() - 1).finished();
  }

  /**
   * The time the chunks cover, in nanoseconds: the union of their intervals. A file that joins
   * recordings made months apart covers the time its chunks recorded, not the months between them;
   * chunks that overlap (a JVM's and async-profiler's recordings of the same run) count once.
   */
  long spanNanos() {
    return spanNanosWithin(Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * The part of {@link #spanNanos()} between two epoch nanoseconds: how much of a window the
   * recording covers (all of it, unless the recording started late or was cut short).
   */
  long spanNanosWithin(long fromNanos, long toNanos) {
    List<ChunkHeader> byStart = new ArrayList<>(chunks);
    byStart.sort(Comparator.comparingLong(ChunkHeader::startNanos));
    long covered = 0;
    long end = fromNanos;
    for (ChunkHeader chunk : byStart) {
      long chunkEnd = Math.min(toNanos, chunk.startNanos() + Math.max(0, chunk.durationNanos()));
      covered += Math.max(0, chunkEnd - Math.max(end, chunk.startNanos()));
      end = Math.max(end, chunkEnd);
    }
    return covered;
  }

  static ChunkLayout scan(Path file) throws IOException {
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      long fileSize = channel.size();
      if (fileSize == 0) {
        throw new UnreadableEvidenceException(file, "file is empty");
      }
      List<ChunkHeader> chunks = new ArrayList<>();
      long offset = 0;
      ByteBuffer header = ByteBuffer.allocate(ChunkHeader.LENGTH);
      while (offset < fileSize) {
        header.clear();
        int read = readFully(channel, header, offset);
        if (offset == 0 && !ChunkHeader.hasMagic(header, read)) {
          throw new UnreadableEvidenceException(file, "not a JFR file (no 'FLR' magic)");
        }
        if (offset == 0) {
          FormatVersion.of(header).refuseIfUnreadable(file);
        }
        if (read < ChunkHeader.LENGTH || !ChunkHeader.hasMagic(header, read)) {
          return new ChunkLayout(chunks, offset, fileSize);
        }
        ChunkHeader chunk = ChunkHeader.parse(offset, header);
        if (chunk.size() < ChunkHeader.LENGTH || chunk.end() > fileSize || !chunk.readable()) {
          return new ChunkLayout(chunks, offset, fileSize);
        }
        chunks.add(chunk);
        if (!chunk.finished()) {
          return new ChunkLayout(chunks, chunk.end(), fileSize);
        }
        offset = chunk.end();
      }
      return new ChunkLayout(chunks, -1, fileSize);
    }
  }

  private static int readFully(FileChannel channel, ByteBuffer into, long position)
      throws IOException {
    int total = 0;
    while (into.hasRemaining()) {
      int n = channel.read(into, position + total);
      if (n < 0) {
        break;
      }
      total += n;
    }
    return total;
  }
}
