package dev.perfkit.reports;

import dev.perfkit.analyzers.stacks.CollapsedNames;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * A collapsed-stacks file as text, gzip-compressed or not, as the analyzers accept them, with its
 * generated names folded as the analyzers fold them: every flame graph, plain or differential,
 * names a lambda or a proxy as the tables do, whichever JVM or perfkit version wrote the file.
 */
final class CollapsedText {

  private CollapsedText() {}

  static String read(Path file) throws IOException {
    try (PushbackInputStream in = new PushbackInputStream(Files.newInputStream(file), 2)) {
      byte[] head = in.readNBytes(2);
      in.unread(head);
      boolean gzip = head.length == 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b;
      try (InputStream text = gzip ? new GZIPInputStream(in) : in;
          BufferedReader lines =
              new BufferedReader(new InputStreamReader(text, StandardCharsets.UTF_8))) {
        StringWriter folded = new StringWriter();
        new CollapsedNames().copy(lines, folded);
        return folded.toString();
      }
    }
  }
}
