package dev.perfkit.analyzers.compilation;

import java.nio.file.Path;
import javax.xml.stream.XMLStreamException;

/**
 * Where and why the XML of a log stopped parsing: the line in the whole file and the parser's
 * message without its position preamble.
 */
record ParseStop(long line, String problem) {

  /** The stop {@code e} describes, in a part of the file whose first line is {@code firstLine}. */
  static ParseStop of(XMLStreamException e, long firstLine) {
    int line = e.getLocation() == null ? -1 : e.getLocation().getLineNumber();
    return new ParseStop(line < 0 ? -1 : firstLine + line - 1, problem(e));
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
