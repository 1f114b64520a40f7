package dev.perfkit.analyzers.jfr;

import java.nio.ByteBuffer;

/**
 * The fixed header of one JFR chunk: a recording is a sequence of chunks, each self-contained (its
 * own constant pools and metadata), so chunks can be read apart from each other.
 *
 * <p>A JVM rewrites the header of the chunk it is writing at every flush (once a second): the size,
 * the metadata and constant-pool offsets and the duration then describe the chunk up to that flush,
 * and the file-state byte holds a generation number until the chunk is closed, when it becomes 0. A
 * JVM that dies (kill -9, a crash, {@code Runtime.halt}) leaves its last chunk in that state. While
 * it rewrites the header the byte is 255; the JVM writes that mark before the new fields, so a JVM
 * that died then left the previous flush's fields, which still describe the chunk.
 *
 * @param offset where the chunk starts in the file
 * @param size the chunk's length in bytes, header included (up to the last flush if unfinished)
 * @param startNanos the chunk's start, epoch nanoseconds
 * @param durationNanos how long the chunk covers
 * @param metadataOffset where the chunk's last metadata event starts, 0 before its first flush
 * @param finished whether the JVM closed the chunk
 */
record ChunkHeader(
    long offset,
    long size,
    long startNanos,
    long durationNanos,
    long metadataOffset,
    boolean finished) {

  /** Bytes of the header, up to and including the file-state and flag bytes. */
  static final int LENGTH = 68;

  /** The file-state byte: 0 once the chunk is closed. */
  static final int FILE_STATE_POSITION = 64;

  /** Where the last metadata event starts: 0 until the chunk's first flush. */
  static final int METADATA_OFFSET_POSITION = 24;

  private static final int MAGIC = 0x464c5200; // "FLR\0"

  /** Whether the {@code read} bytes at the start of {@code header} begin with "FLR\0". */
  static boolean hasMagic(ByteBuffer header, int read) {
    return read >= 4 && header.getInt(0) == MAGIC;
  }

  /**
   * Reads the header in {@code header} (big-endian, {@link #LENGTH} bytes) found at {@code offset}.
   */
  static ChunkHeader parse(long offset, ByteBuffer header) {
    return new ChunkHeader(
        offset,
        header.getLong(8),
        header.getLong(32),
        header.getLong(40),
        header.getLong(METADATA_OFFSET_POSITION),
        header.get(FILE_STATE_POSITION) == 0);
  }

  long end() {
    return offset + size;
  }

  /**
   * Whether the chunk can be read: closed, or unfinished but flushed at least once (a chunk that
   * never reached its first flush has no metadata to decode its events with).
   */
  boolean readable() {
    return finished || (metadataOffset >= LENGTH && metadataOffset < size);
  }
}
