package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * The JFR file format a recording is written in, from the major and minor numbers after the magic:
 * 0.9 (Oracle JDK 7 and 8), 1.0 (JDK 9 and 10, events named {@code com.oracle.jdk.*}), 2.0 and 2.1
 * (JDK 11 on). The JDK's parser reads 1.0 and later only.
 */
record FormatVersion(int major, int minor) {

  private static final int MAJOR_POSITION = 4;
  private static final int MINOR_POSITION = 6;

  static FormatVersion of(ByteBuffer header) {
    return new FormatVersion(
        Short.toUnsignedInt(header.getShort(MAJOR_POSITION)),
        Short.toUnsignedInt(header.getShort(MINOR_POSITION)));
  }

  /**
   * Refuses a format the JDK's parser cannot read, in one line that says what the user can do: the
   * bytes would otherwise be taken for a broken recording.
   */
  void refuseIfUnreadable(Path file) {
    if (major == 0) {
      throw new UnreadableEvidenceException(
          file,
          "JFR file format "
              + this
              + " (Oracle JDK 7 and 8), which perfkit cannot read: open it in JDK Mission"
              + " Control, or record again on JDK 11 or later");
    }
  }

  @Override
  public String toString() {
    return major + "." + minor;
  }
}
