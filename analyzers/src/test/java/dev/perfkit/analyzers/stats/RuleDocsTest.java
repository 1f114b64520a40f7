package dev.perfkit.analyzers.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/gate.md and docs/compare.md state the one significance rule in the same words. */
class RuleDocsTest {

  private static final String HEADING = "### The one significance rule";

  /** The rule's last paragraph begins so; the blank line after it ends the rule. */
  private static final String LAST = "The gate adds its budgets";

  @Test
  void gateAndCompareDocsSayTheRuleInTheSameWords() throws IOException {
    String gate = rule(Path.of("../docs/gate.md"));
    String compare = rule(Path.of("../docs/compare.md"));
    assertEquals(gate, compare);
    // The words the code prints are the ones the rule documents.
    assertTrue(gate.contains("\"approximate, ties\""), gate);
    assertTrue(gate.contains("\"inconclusive (needs N runs)\""), gate);
    assertTrue(gate.contains("(\"; worse, within budget\")"), gate);
  }

  private static String rule(Path doc) throws IOException {
    String text = Files.readString(doc);
    int start = text.indexOf(HEADING);
    assertTrue(start >= 0, doc + " has no '" + HEADING + "'");
    int last = text.indexOf(LAST, start);
    assertTrue(last >= 0, doc + ": the rule has no '" + LAST + "'");
    int end = text.indexOf("\n\n", last);
    return text.substring(start, end < 0 ? text.length() : end);
  }
}
