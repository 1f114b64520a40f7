package dev.perfkit.collect;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Tells a collection in progress to stop early and why (Ctrl-C, the target died), so that it can
 * finish writing what it has. Thread-safe: set from a shutdown hook or a process-exit callback.
 */
public final class StopSignal {

  private final AtomicReference<String> reason = new AtomicReference<>();
  private final CountDownLatch requested = new CountDownLatch(1);
  private final AtomicBoolean interrupted = new AtomicBoolean();
  private final AtomicReference<String> signal = new AtomicReference<>();
  private final AtomicReference<Runnable> onStop = new AtomicReference<>(() -> {});
  private final AtomicReference<Runnable> onWindowEnd = new AtomicReference<>(() -> {});
  private final AtomicBoolean windowEnded = new AtomicBoolean();
  private final AtomicBoolean interruptIgnored = new AtomicBoolean();

  /** Asks to stop; the first reason given is kept. */
  public void request(String why) {
    if (reason.compareAndSet(null, why)) {
      requested.countDown();
      onStop.get().run();
    }
  }

  /**
   * Whether a stop is asked for within {@code wait}: a signal sent to the whole process group can
   * end a target a moment before perfkit's own handler runs.
   */
  public boolean requestedWithin(Duration wait) throws InterruptedException {
    return requested.await(wait.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Notes which signal is about to stop perfkit, for the reason {@link #requestInterrupt} gives.
   */
  public void noteSignal(String name) {
    signal.compareAndSet(null, name);
  }

  /**
   * Asks to stop because perfkit is exiting on a signal: Ctrl-C (SIGINT), SIGTERM or SIGHUP, named
   * when {@link #noteSignal} was told.
   */
  public void requestInterrupt() {
    interrupted.set(true);
    String name = signal.get();
    if (name == null) {
      request("interrupted (perfkit is exiting)");
    } else {
      request("interrupted by " + name + (name.equals("SIGINT") ? " (Ctrl-C)" : ""));
    }
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

  /**
   * Ends an open-ended profiling window normally: the first Ctrl-C of {@code perfkit profile}
   * without {@code --duration}. The collection goes on as if the window had run its length.
   */
  public void endWindow() {
    if (windowEnded.compareAndSet(false, true)) {
      onWindowEnd.get().run();
    }
  }

  /** Notes that this process ignores SIGINT: no Ctrl-C can end a window or stop it. */
  public void noteInterruptIgnored() {
    interruptIgnored.set(true);
  }

  /** Whether this process ignores SIGINT, as {@link SignalWatch} found when it was installed. */
  public boolean interruptIgnored() {
    return interruptIgnored.get();
  }

  /** Whether the user ended the window. */
  public boolean windowEnded() {
    return windowEnded.get();
  }

  /** Runs {@code action} when the window is ended (at once if it already was). */
  public void onWindowEnd(Runnable action) {
    onWindowEnd.set(action);
    if (windowEnded()) {
      action.run();
    }
  }

  /** Runs {@code action} when a stop is requested (at once if it already was). */
  public void onStop(Runnable action) {
    onStop.set(action);
    if (isRequested()) {
      action.run();
    }
  }
}
