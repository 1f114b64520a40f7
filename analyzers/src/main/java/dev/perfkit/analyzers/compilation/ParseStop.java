package dev.perfkit.analyzers.compilation;

import java.nio.file.Path;
import javax.xml.stream.XMLStreamException;

/**
 * Where and why the XML of a log stopped parsing: the line in the whole file and the parser's
 * message without its position preamble.
 */
record ParseStop(long line, String problem) {

  /** The stop {@code e} describes; its line is -1 when the parser does not tell. */
  static ParseStop of(XMLStreamException e) {
    int line = e.getLocation() == null ? -1 : e.getLocation().getLineNumber();
    return new ParseStop(line < 0 ? -1 : line, problem(e));
  }

  /** The same stop in a file that has {@code lines} more lines before. */
  ParseStop after(long lines) {
    return new ParseStop(line < 0 ? line : line + lines, problem);
  }

  /** The truncation note: "{@code compilation.log cut at line 812: <problem>}". */
  String cutNote(Path file) {
    return file.getFileName() + " cut at line " + line + ": " + problem;
  }

  /** The message without a "ParseError at [row,col]" preamble or a trailing location. */
  private static String problem(XMLStreamException e) {
    String message = String.valueOf(e.getMessage());
    int start = message.indexOf("Message: ");
    String text = start < 0 ? message : message.substring(start + "Message: ".length());
    return text.lines().findFirst().orElse("").strip();
  }
}
