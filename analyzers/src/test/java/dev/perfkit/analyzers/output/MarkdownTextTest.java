package dev.perfkit.analyzers.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Text from profiles and commands that would otherwise change a Markdown page's structure. */
class MarkdownTextTest {

  @Test
  void textKeepsEntitiesLinksAndLineBreaksFromActing() {
    // "&lt;" from a profile must read as itself, not as "<"; "[a](b)" must not become a link.
    assertEquals("a &amp;lt; b", MarkdownText.text("a &lt; b"));
    assertEquals(
        "[docs]\\(http://x) [+1.8%, +5.3%]", MarkdownText.text("[docs](http://x) [+1.8%, +5.3%]"));
    assertEquals("List&lt;String> x", MarkdownText.text("List<String> x"));
    assertEquals("one two three", MarkdownText.text("one\ntwo\r\nthree"));
  }

  @Test
  void textEscapesEmphasisCodeAndCells() {
    assertEquals("a\\|b \\*c\\* \\_d\\_ \\`e\\` f\\\\g", MarkdownText.text("a|b *c* _d_ `e` f\\g"));
  }

  @Test
  void codeSpansStayOnOneLineAndCellsStayCells() {
    assertEquals("java -jar 'x' a b", MarkdownText.code("java -jar `x`\na\r\nb"));
    assertEquals("grep a\\|b", MarkdownText.cellCode("grep a|b"));
  }
}
