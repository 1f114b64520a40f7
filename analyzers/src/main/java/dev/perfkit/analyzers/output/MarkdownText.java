package dev.perfkit.analyzers.output;

/**
 * Text from runs, profiles and histories made safe for GitHub-flavoured Markdown, the same in every
 * Markdown output: nothing a label, a commit or a command holds can start emphasis, open HTML, name
 * an entity, make a link, or end a table cell or a line.
 */
public final class MarkdownText {

  private MarkdownText() {}

  /**
   * Plain text for prose and table cells: Markdown's and HTML's own characters escaped, and a line
   * break made a space (it would end a table's row). The ampersand goes first: the entity that
   * escapes {@code <} must not be escaped again.
   */
  public static String text(String text) {
    return oneLine(text)
        .replace("&", "&amp;")
        .replace("\\", "\\\\")
        .replace("|", "\\|")
        .replace("*", "\\*")
        .replace("_", "\\_")
        .replace("`", "\\`")
        .replace("<", "&lt;")
        // A link needs "](": breaking that leaves intervals such as "[+1.8%, +5.3%]" as they read.
        .replace("](", "]\\(");
  }

  /**
   * The inside of a code span outside a table: a backtick would end it, so it becomes a quote; a
   * line break would end the line.
   */
  public static String code(String text) {
    return oneLine(text.replace("`", "'"));
  }

  /** The inside of a code span in a table cell, where a pipe would still end the cell. */
  public static String cellCode(String text) {
    return code(text).replace("|", "\\|");
  }

  private static String oneLine(String text) {
    return text.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
  }
}
