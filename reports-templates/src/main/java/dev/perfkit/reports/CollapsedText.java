package dev.perfkit.reports;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** A collapsed-stacks file as text, gzip-compressed or not, as the analyzers accept them. */
final class CollapsedText {

  private CollapsedText() {}

  static String read(Path file) throws IOException {
    try (PushbackInputStream in = new PushbackInputStream(Files.newInputStream(file), 2)) {
      byte[] head = in.readNBytes(2);
      in.unread(head);
      boolean gzip = head.length == 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b;
      try (InputStream text = gzip ? new GZIPInputStream(in) : in) {
        return new String(text.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
  }
}
