package dev.perfkit.analyzers.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import org.junit.jupiter.api.Test;

/** The one number formatter's rules, each with the number that showed it was missing. */
class NumbersTest {

  @Test
  void aDecimalHasThousandsSeparatorsFromAThousandOn() {
    // The gate printed "1229" beside "35,422" in one table.
    assertEquals("1,229", Numbers.decimal(1229));
    assertEquals("35,422", Numbers.decimal(35_422.4));
    assertEquals("999.5", Numbers.decimal(999.5));
  }

  @Test
  void aDecimalKeepsFourSignificantDigitsAndNoTrailingZeros() {
    assertEquals("12.35", Numbers.decimal(12.3456));
    assertEquals("0.07143", Numbers.decimal(0.0714286));
    assertEquals("2", Numbers.decimal(2.0));
    assertEquals("0", Numbers.decimal(0));
    assertEquals("-4.5", Numbers.decimal(-4.5));
  }

  @Test
  void signedPercentagesHaveOneDecimalAndTheirSign() {
    assertEquals("+20.0%", Numbers.signedPercent(0.2));
    assertEquals("-96.6%", Numbers.signedPercent(-0.9661));
    assertEquals("±0.0%", Numbers.signedPercent(0));
  }

  @Test
  void aChangeOfAShareIsInPercentagePointsWrittenPp() {
    assertEquals("+4.50 pp", Quantity.fraction(0.045).signedChangeText());
    assertEquals("-12.5 pp", Quantity.fraction(-0.125).signedChangeText());
    assertEquals("±0.00 pp", Quantity.fraction(0).signedChangeText());
    assertEquals("0.10 pp", Numbers.points(-0.001));
    assertEquals("10.0 pp", Numbers.points(0.98 - 0.88));
  }

  @Test
  void aChangeOfAnyOtherUnitIsInTheUnitsOwnWords() {
    assertEquals("+1.2 ms", Quantity.millis(1.2).signedChangeText());
    assertEquals("-1.5 MiB", Quantity.bytes(-1536 * 1024).signedChangeText());
  }

  @Test
  void bytesPerSecondAreInBinaryUnitsOnEverySurface() {
    // The gate printed "166,627,392 bytes/s" where compare said MiB/s.
    assertEquals("158.9 MiB/s", Quantity.of(166_627_392, Unit.BYTES_PER_SECOND).text());
    Scale scale = Scale.of("bytes/s", 166_627_392);
    assertEquals("MiB/s", scale.unit());
    assertEquals("158.9", scale.number(166_627_392));
    assertEquals("155.1", scale.number(162_600_000));
    assertEquals("KiB/request", Scale.of("bytes/request", 20_000).unit());
    assertEquals("B", Scale.of("bytes", 512).unit());
  }

  @Test
  void aShareIsShownAsAPercentageAndItsChangeInPoints() {
    Scale scale = Scale.of("fraction", 0.9987);
    assertEquals("%", scale.unit());
    assertEquals("99.87", scale.number(0.9987));
    assertEquals("pp", scale.changeUnit());
    assertEquals("-0.13", scale.signed(-0.0013));
  }

  @Test
  void aUnitPerfkitDoesNotKnowIsLeftAsItIs() {
    Scale scale = Scale.of("ms/op", 1173.357);
    assertEquals("ms/op", scale.unit());
    assertEquals("1,173", scale.number(1173.357));
  }

  @Test
  void machineReadFieldsHaveNoSeparators() {
    assertEquals("1234.500", Numbers.fixed(1234.5, 3));
  }
}
