package dev.perfkit.collect;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns Ctrl-C (SIGINT), SIGTERM or SIGHUP into an orderly stop: the JVM runs this hook, which asks
 * the collection to stop (naming the signal that its {@link SignalWatch} saw) and then holds the
 * JVM's exit until the collection has written everything it has (bounded, so that a stuck step
 * cannot keep perfkit alive forever). The JVM then exits with 128 + the signal's number, as shells
 * report it: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP.
 */
public final class InterruptHook implements AutoCloseable {

  /** Long enough to stop the target (30 s by default) and convert the recordings. */
  private static final long MAX_WAIT_SECONDS = 120;

  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook;
  private SignalWatch signals;

  private InterruptHook(StopSignal signal) {
    this.hook = new Thread(() -> holdExit(signal), "perfkit-interrupt");
  }

  /**
   * Installs the hook and its {@link SignalWatch} for one collection; {@code firstInterrupt}, when
   * not null, runs on the first SIGINT instead of the stop (an open-ended window's end).
   */
  public static InterruptHook install(StopSignal signal, Runnable firstInterrupt) {
    InterruptHook interruptHook = new InterruptHook(signal);
    Runtime.getRuntime().addShutdownHook(interruptHook.hook);
    interruptHook.signals = SignalWatch.install(signal, firstInterrupt);
    return interruptHook;
  }

  private void holdExit(StopSignal signal) {
    signal.requestInterrupt();
    try {
      finished.await(MAX_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The collection has written everything: gives the signals back to their handlers, then lets an
   * exit in progress go ahead.
   */
  @Override
  public void close() {
    signals.close();
    finished.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // The JVM is already shutting down (Ctrl-C): the hook is running and now returns.
    }
  }
}
