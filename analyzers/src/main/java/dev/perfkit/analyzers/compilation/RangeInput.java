package dev.perfkit.analyzers.compilation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of one range of a file, between a prefix and a suffix that open and close the elements
 * enclosing the range, so that the range alone is a well-formed document. Reads at explicit
 * positions, so ranges of one channel can be read by several threads at once.
 */
final class RangeInput extends InputStream {

  private final FileChannel channel;
  private final long end;
  private final byte[] prefix;
  private final byte[] suffix;
  private long position;
  private int prefixRead;
  private int suffixRead;

  RangeInput(FileChannel channel, long start, long end, String prefix, String suffix) {
    this.channel = channel;
    this.position = start;
    this.end = end;
    this.prefix = prefix.getBytes(StandardCharsets.UTF_8);
    this.suffix = suffix.getBytes(StandardCharsets.UTF_8);
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
    if (prefixRead < prefix.length) {
      int n = Math.min(length, prefix.length - prefixRead);
      System.arraycopy(prefix, prefixRead, into, offset, n);
      prefixRead += n;
      return n;
    }
    if (position < end) {
      int wanted = (int) Math.min(length, end - position);
      int n = channel.read(ByteBuffer.wrap(into, offset, wanted), position);
      if (n > 0) {
        position += n;
        return n;
      }
      position = end; // the file shrank while we read it: what is left is its end
    }
    if (suffixRead < suffix.length) {
      int n = Math.min(length, suffix.length - suffixRead);
      System.arraycopy(suffix, suffixRead, into, offset, n);
      suffixRead += n;
      return n;
    }
    return -1;
  }
}
