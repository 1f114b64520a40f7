package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import freemarker.template.SimpleNumber;
import org.junit.jupiter.api.Test;

/** A number a template prints without a format of its own, as the JIT tables print theirs. */
class NumbersFormatTest {

  @Test
  void aCountHasThousandsSeparatorsAndATimeFourDigits() throws Exception {
    // The report's JIT tables printed "254123" invocations and "1173.357" ms.
    assertEquals("254,123", new NumbersFormat().formatToPlainText(new SimpleNumber(254123)));
    assertEquals("1,173", new NumbersFormat().formatToPlainText(new SimpleNumber(1173.357)));
    assertEquals("12.35", new NumbersFormat().formatToPlainText(new SimpleNumber(12.3456)));
  }
}
