package dev.perfkit.analyzers.output;

/**
 * Text from runs, profiles and histories made safe for GitHub-flavoured Markdown, the same in every
 * Markdown output: nothing a label, a commit or a command holds can start emphasis, open HTML or
 * end a table cell.
 */
public final class MarkdownText {

  private MarkdownText() {}

  /** Plain text for prose and table cells: Markdown's and HTML's own characters escaped. */
  public static String text(String text) {
    return text.replace("\\", "\\\\")
        .replace("|", "\\|")
        .replace("*", "\\*")
        .replace("_", "\\_")
        .replace("`", "\\`")
        .replace("<", "&lt;");
  }

  /**
   * The inside of a code span outside a table: a backtick would end it, so it becomes a quote; a
   * line break would end the line.
   */
  public static String code(String text) {
    return text.replace("`", "'").replace('\n', ' ');
  }

  /** The inside of a code span in a table cell, where a pipe would still end the cell. */
  public static String cellCode(String text) {
    return code(text).replace("|", "\\|");
  }
}
