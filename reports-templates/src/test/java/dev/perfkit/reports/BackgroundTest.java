package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

class BackgroundTest {

  @Test
  void givesWhatTheTaskComputedOnAnotherThread() throws IOException {
    long caller = Thread.currentThread().threadId();

    long worker = Background.join(Background.start(() -> Thread.currentThread().threadId()));

    assertNotEquals(caller, worker);
  }

  @Test
  void rethrowsAFileFailureAsTheTaskThrewIt() {
    NoSuchFileException missing = new NoSuchFileException("stacks/cpu.collapsed");

    IOException thrown =
        assertThrows(
            IOException.class,
            () ->
                Background.join(
                    Background.<String>start(
                        () -> {
                          throw missing;
                        })));

    assertSame(missing, thrown);
  }

  @Test
  void rethrowsAnUncheckedFailureUnwrapped() {
    IllegalStateException broken = new IllegalStateException("report template x: broken");

    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                Background.join(
                    Background.<String>start(
                        () -> {
                          throw broken;
                        })));

    assertSame(broken, thrown);
  }
}
