package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The release gate of {@code perfkit profile}, on the version strings JVMs report. No JVM older
 * than 17 can be installed on the build machines, so the gate itself is checked here, and
 * ProfileCommandTest attaches to a real JDK 17 where one is installed.
 */
class AttachTargetTest {

  @Test
  void refusesJava11And8InOneLine() {
    assertEquals(
        "process 42 runs Java 11.0.22, too old: perfkit profile needs Java 17 or newer (JFR event"
            + " settings in JFR.start)",
        assertThrows(CollectException.class, () -> AttachTarget.requireSupported(42, "11.0.22"))
            .getMessage());
    assertThrows(CollectException.class, () -> AttachTarget.requireSupported(42, "1.8.0_392"));
  }

  @Test
  void acceptsJava17AndNewer() {
    assertDoesNotThrow(() -> AttachTarget.requireSupported(42, "17.0.13"));
    assertDoesNotThrow(() -> AttachTarget.requireSupported(42, "25.0.3"));
  }
}
