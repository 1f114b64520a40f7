package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

class BundledServerLinesTest {

  @Test
  void readsPortAndConfigurationFromTheReadyLine() {
    Matcher line =
        BundledServerLines.LISTENING.matcher(
            "perfkit-target-server listening on 127.0.0.1:40123 mode=nio threads=virtual pool=150"
                + " variant=optimized");
    assertTrue(line.find());
    assertEquals(40123, BundledServerLines.port(line));
    assertEquals(
        Map.of(
            "address", "127.0.0.1:40123",
            "mode", "nio",
            "threads", "virtual",
            "pool", "150",
            "variant", "optimized"),
        BundledServerLines.configuration(line));
  }

  @Test
  void readsTheHandledCountFromTheStoppedLineOnly() {
    BundledServerLines lines = new BundledServerLines();
    lines.accept("perfkit-target-server listening on 127.0.0.1:1 mode=hybrid");
    assertNull(lines.handledRequests());
    lines.accept("perfkit-target-server stopped: handled 98765 requests");
    assertEquals(98765L, lines.handledRequests());
  }
}
