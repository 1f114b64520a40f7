package dev.perfkit.analyzers.compilation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * The bytes of one range of a file, read at explicit positions, so that ranges of one channel can
 * be read by several threads at once.
 */
final class RangeInput extends InputStream {

  private final FileChannel channel;
  private final long end;
  private long position;

  RangeInput(FileChannel channel, long start, long end) {
    this.channel = channel;
    this.position = start;
    this.end = end;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] into, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    if (position >= end) {
      return -1;
    }
    int wanted = (int) Math.min(length, end - position);
    int n = channel.read(ByteBuffer.wrap(into, offset, wanted), position);
    if (n <= 0) {
      position = end; // the file shrank while we read it: what is left is its end
      return -1;
    }
    position += n;
    return n;
  }
}
