package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Frame names written like markup, for the reports' escaping tests, and the check they stay text.
 */
final class HostileFrames {

  static final String SCRIPT_FRAME = "<script>alert(1)</script>";
  static final String IMG_FRAME = "\"'><img src=x onerror=alert(1)>";

  private HostileFrames() {}

  /** Asserts that {@code document} has no img element, no alert script and no onerror handler. */
  static void assertNoInjectedElements(Document document) {
    assertTrue(document.select("img").isEmpty(), "no img element");
    for (Element script : document.select("script")) {
      assertFalse(script.data().strip().startsWith("alert(1)"), script.outerHtml());
    }
    assertTrue(document.select("[onerror]").isEmpty());
  }
}
