package dev.perfkit.analyzers.compilation;

import java.nio.file.Path;
import javax.xml.stream.XMLStreamException;

/**
 * Where and why the XML of a log stopped parsing: the byte and the line in the whole file (-1 when
 * the parser does not tell) and the first line of the parser's message.
 */
record ParseStop(long byteOffset, long line, String problem) {

  /**
   * The stop {@code e} describes, in a document whose first byte is at {@code firstByte} in the
   * file (negative when the document starts with bytes of our own that the file does not have).
   */
  static ParseStop of(XMLStreamException e, long firstByte) {
    if (e.getLocation() == null || e.getLocation().getLineNumber() < 0) {
      return new ParseStop(-1, -1, problem(e));
    }
    // Aalto counts the offset in bytes when it reads bytes.
    long offset = e.getLocation().getCharacterOffset();
    return new ParseStop(
        offset < 0 ? -1 : firstByte + offset, e.getLocation().getLineNumber(), problem(e));
  }

  /** The same stop in a file that has {@code lines} more lines before. */
  ParseStop after(long lines) {
    return new ParseStop(byteOffset, line < 0 ? line : line + lines, problem);
  }

  /** The truncation note: "{@code compilation.log cut at byte 4096 (line 81): <problem>}". */
  String cutNote(Path file) {
    return file.getFileName() + " cut at byte " + byteOffset + " (line " + line + "): " + problem;
  }

  /** The message without the location Aalto puts on its second line (" at [row,col ...]"). */
  private static String problem(XMLStreamException e) {
    return String.valueOf(e.getMessage()).lines().findFirst().orElse("").strip();
  }
}
