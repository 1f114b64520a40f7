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
    assertSame(
        missing,
        thrownBy(
            () -> {
              throw missing;
            }));
  }

  @Test
  void rethrowsAnUncheckedFailureUnwrapped() {
    IllegalStateException broken = new IllegalStateException("report template x: broken");
    assertSame(
        broken,
        thrownBy(
            () -> {
              throw broken;
            }));
  }

  @Test
  void rethrowsAnErrorUnwrapped() {
    OutOfMemoryError full = new OutOfMemoryError("Java heap space");
    assertSame(
        full,
        thrownBy(
            () -> {
              throw full;
            }));
  }

  /** What joining {@code task} threw: the very throwable the task threw, or the test fails. */
  private static Throwable thrownBy(Background.Task<String> task) {
    return assertThrows(Throwable.class, () -> Background.join(Background.start(task)));
  }
}
