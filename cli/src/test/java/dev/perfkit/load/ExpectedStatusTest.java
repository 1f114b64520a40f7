package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The statuses a response may have to count as OK: codes, ranges, classes, and bad lists. */
class ExpectedStatusTest {

  @Test
  void theDefaultIsEvery2xxAnd3xx() {
    ExpectedStatus statuses = ExpectedStatus.DEFAULT;
    assertTrue(statuses.accepts(200) && statuses.accepts(204) && statuses.accepts(399));
    assertFalse(statuses.accepts(199) || statuses.accepts(400) || statuses.accepts(404));
    assertFalse(statuses.accepts(500) || statuses.accepts(LoadStats.NO_RESPONSE));
  }

  @Test
  void readsCodesRangesAndClasses() {
    ExpectedStatus statuses = ExpectedStatus.parse("200, 204,300-302,4xx");
    for (int status : new int[] {200, 204, 300, 301, 302, 400, 404, 499}) {
      assertTrue(statuses.accepts(status), Integer.toString(status));
    }
    for (int status : new int[] {201, 299, 303, 399, 500}) {
      assertFalse(statuses.accepts(status), Integer.toString(status));
    }
    assertEquals("200,204,300-302,4xx", statuses.toString());
    assertEquals(ExpectedStatus.parse("200-299"), ExpectedStatus.parse("2xx"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\"        | '' is not a status, a range or a class",
        "200,      | '' is not a status, a range or a class",
        "ok        | 'ok' is not a status, a range or a class",
        "20        | '20' is not a status, a range or a class",
        "6xx       | '6xx' is not a status, a range or a class",
        "200-      | '200-' is not a status, a range or a class",
        "099       | '099' is outside 100-599",
        "200-600   | '200-600' is outside 100-599",
        "299-200   | '299-200' ends before it starts",
      })
  void refusesABadListInOneLine(String text, String problem) {
    String given = text == null ? "" : text;
    LoadSetupException e =
        assertThrows(LoadSetupException.class, () -> ExpectedStatus.parse(given));
    assertEquals(
        "invalid status list '"
            + given
            + "': "
            + problem
            + " (expected codes, ranges or classes such as 200,204 or 200-299 or 2xx)",
        e.getMessage());
  }
}
