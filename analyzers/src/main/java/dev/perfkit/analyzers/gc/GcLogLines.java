package dev.perfkit.analyzers.gc;

/** One format of GC log, fed line by line: unified logging, or JDK 8's {@code PrintGCDetails}. */
interface GcLogLines {

  /** Reads one line (without its line end); {@code number} counts from 1. */
  void line(long number, String text);

  /**
   * Whether a last line that has no line end is whole (a file trimmed by hand or by a tool) rather
   * than cut short while it was written; a whole one is read, a cut one is left out.
   */
  boolean isWhole(String lastLine);

  /** Whether the file ended inside an event that spans lines, which it then left out. */
  boolean endedInsideEvent();

  /** What the read left out on the way, for the user in one line; empty when nothing. */
  default String skipped() {
    return "";
  }
}
