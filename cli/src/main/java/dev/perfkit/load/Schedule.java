package dev.perfkit.load;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Hands out the load's requests to the connections, one ticket at a time, and decides which phase
 * each belongs to and when the load is over. In the closed model a ticket is due at once; in the
 * open model ticket {@code i} is due at {@code start + i / rate}, and its latency counts from then.
 */
final class Schedule {
  private static final long UNKNOWN = Long.MAX_VALUE;

  /** One request to send: its index in the load, when it is due, and whether it is measured. */
  record Ticket(long index, long intendedNanos, boolean measured) {}

  private final LoadPhase warmup;
  private final LoadPhase measured;
  private final long startNanos;
  private final double intervalNanos;
  private final AtomicLong issued = new AtomicLong();
  private final AtomicLong measuredIssued = new AtomicLong();
  private final AtomicLong measuredStartNanos;
  private final boolean countMeasuredApart;
  private volatile boolean held;
  private volatile boolean over;
  private volatile boolean stopped;

  /**
   * @param held whether the warm-up, once its planned length is over, goes on until {@link
   *     #endWarmup()}
   */
  Schedule(LoadPlan plan, long startNanos, boolean held) {
    this.warmup = plan.warmup();
    this.measured = plan.measured();
    this.startNanos = startNanos;
    this.held = held;
    this.countMeasuredApart = warmup.byDuration() || held;
    LoadModel model = plan.model();
    this.intervalNanos = model.kind() == LoadModel.Kind.OPEN ? 1e9 / model.ratePerSecond() : 0;
    long knownStart = warmup.isNone() ? startNanos : UNKNOWN;
    if (warmup.byDuration()) {
      knownStart = startNanos + warmup.duration().toNanos();
    }
    this.measuredStartNanos = new AtomicLong(held ? UNKNOWN : knownStart);
  }

  /** Ends a held warm-up: the requests from now on are measured once its planned length is over. */
  void endWarmup() {
    held = false;
  }

  /** The next request, or null when the load is over or stopped. */
  Ticket next() {
    if (over || stopped) {
      return null;
    }
    long index = issued.getAndIncrement();
    long intended =
        intervalNanos == 0 ? System.nanoTime() : startNanos + (long) (index * intervalNanos);
    if (inWarmup(index, intended)) {
      return new Ticket(index, intended, false);
    }
    if (inMeasured(index, intended)) {
      return new Ticket(index, intended, true);
    }
    over = true;
    return null;
  }

  /** Stops handing out tickets; requests in flight are then abandoned by the driver. */
  void stop() {
    stopped = true;
  }

  boolean stopped() {
    return stopped;
  }

  boolean measuring(long nowNanos) {
    return measuredStartNanos.get() <= nowNanos;
  }

  private boolean inWarmup(long index, long intended) {
    if (!plannedWarmupOver(index, intended) || held) {
      return true;
    }
    measuredStartNanos.accumulateAndGet(intended, Math::min);
    return false;
  }

  private boolean plannedWarmupOver(long index, long intended) {
    if (warmup.isNone()) {
      return true;
    }
    return warmup.byDuration()
        ? intended - startNanos >= warmup.duration().toNanos()
        : index >= warmup.requests();
  }

  private boolean inMeasured(long index, long intended) {
    if (measured.byDuration()) {
      return intended - measuredStartNanos.get() < measured.duration().toNanos();
    }
    // Counted phases follow the ticket index, so the measured requests are exactly the tickets
    // after the warm-up's, whatever order the connections took them in.
    long position =
        countMeasuredApart ? measuredIssued.getAndIncrement() : index - warmup.requests();
    return position < measured.requests();
  }
}
