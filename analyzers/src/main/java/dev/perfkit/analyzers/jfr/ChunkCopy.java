package dev.perfkit.analyzers.jfr;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Copies one chunk into another file and, when its JVM never closed it, marks the copy closed: the
 * header of an unfinished chunk already describes it up to its last flush, and only its file-state
 * byte keeps {@code RecordingFile} and the {@code jfr} tool from reading it.
 */
final class ChunkCopy {

  private ChunkCopy() {}

  /** Copies {@code chunk} from {@code from} to {@code to} at {@code at}; returns its length. */
  static long copy(FileChannel from, ChunkHeader chunk, FileChannel to, long at)
      throws IOException {
    long done = 0;
    while (done < chunk.size()) {
      done += from.transferTo(chunk.offset() + done, chunk.size() - done, to.position(at + done));
    }
    if (!chunk.finished()) {
      to.write(ByteBuffer.wrap(new byte[] {0}), at + ChunkHeader.FILE_STATE_POSITION);
    }
    return done;
  }
}
