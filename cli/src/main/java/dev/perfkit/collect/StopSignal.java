package dev.perfkit.collect;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Tells a collection in progress to stop early and why (Ctrl-C, the target died), so that it can
 * finish writing what it has. Thread-safe: set from a shutdown hook or a process-exit callback.
 */
public final class StopSignal {

  private final AtomicReference<String> reason = new AtomicReference<>();
  private final AtomicBoolean interrupted = new AtomicBoolean();
  private final AtomicReference<Runnable> onStop = new AtomicReference<>(() -> {});

  /** Asks to stop; the first reason given is kept. */
  public void request(String why) {
    if (reason.compareAndSet(null, why)) {
      onStop.get().run();
    }
  }

  /** Asks to stop because the user pressed Ctrl-C. */
  public void requestInterrupt() {
    interrupted.set(true);
    request("interrupted (Ctrl-C)");
  }

  public boolean isRequested() {
    return reason.get() != null;
  }

  /** Whether the user asked to stop, rather than the target dying. */
  public boolean isInterrupt() {
    return interrupted.get();
  }

  /** The first reason given, or null. */
  public String reason() {
    return reason.get();
  }

  /** Runs {@code action} when a stop is requested (at once if it already was). */
  public void onStop(Runnable action) {
    onStop.set(action);
    if (isRequested()) {
      action.run();
    }
  }
}
