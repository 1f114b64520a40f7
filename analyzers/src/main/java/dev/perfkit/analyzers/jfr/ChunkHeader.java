package dev.perfkit.analyzers.jfr;

import java.nio.ByteBuffer;

/**
 * The fixed header of one JFR chunk: a recording is a sequence of chunks, each self-contained (its
 * own constant pools and metadata), so chunks can be read apart from each other.
 *
 * @param offset where the chunk starts in the file
 * @param size the chunk's length in bytes, header included
 * @param startNanos the chunk's start, epoch nanoseconds
 * @param durationNanos how long the chunk covers
 */
record ChunkHeader(long offset, long size, long startNanos, long durationNanos) {

  /** Bytes of the header that hold what we read (magic, version, sizes, start and duration). */
  static final int LENGTH = 48;

  private static final int MAGIC = 0x464c5200; // "FLR\0"

  /** Whether the {@code read} bytes at the start of {@code header} begin with "FLR\0". */
  static boolean hasMagic(ByteBuffer header, int read) {
    return read >= 4 && header.getInt(0) == MAGIC;
  }

  /**
   * Reads the header in {@code header} (big-endian, {@link #LENGTH} bytes) found at {@code offset}.
   */
  static ChunkHeader parse(long offset, ByteBuffer header) {
    long size = header.getLong(8);
    long startNanos = header.getLong(32);
    long durationNanos = header.getLong(40);
    return new ChunkHeader(offset, size, startNanos, durationNanos);
  }

  long end() {
    return offset + size;
  }
}
