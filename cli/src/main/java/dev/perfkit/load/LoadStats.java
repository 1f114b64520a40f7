package dev.perfkit.load;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Where the connections record each request's outcome and latency, concurrently and without locks;
 * the reporter takes the last second's numbers out of it. Latencies are in nanoseconds, recorded
 * for every request, OK or KO (a timed-out request counts the time until it was given up).
 */
final class LoadStats {
  static final long LOWEST_NANOS = TimeUnit.MICROSECONDS.toNanos(1);
  static final long HIGHEST_NANOS = TimeUnit.HOURS.toNanos(1);
  static final int DIGITS = 3;

  /** The status of a request that got no response (refused, reset, timed out). */
  static final int NO_RESPONSE = -1;

  private final Recorder everyRequest = newRecorder();
  private final Recorder measuredRequests = newRecorder();
  private final LongAdder secondOk = new LongAdder();
  private final LongAdder secondKo = new LongAdder();
  private final LongAdder totalOk = new LongAdder();
  private final LongAdder totalKo = new LongAdder();
  private final LongAdder measuredOk = new LongAdder();
  private final LongAdder measuredKo = new LongAdder();
  private final StatusCounts secondKoByStatus = new StatusCounts();
  private final StatusCounts measuredKoByStatus = new StatusCounts();
  private final AtomicReference<String> firstFailure = new AtomicReference<>();
  private final LongAdder[] answeredByTarget;

  /** Stats of a load against one target. */
  LoadStats() {
    this(1);
  }

  /**
   * Stats of a load against {@code targets} targets, whose measured requests are also counted
   * apart.
   */
  LoadStats(int targets) {
    answeredByTarget = new LongAdder[targets];
    for (int i = 0; i < targets; i++) {
      answeredByTarget[i] = new LongAdder();
    }
  }

  /** The latest second's numbers, both phases. */
  record Second(
      Histogram latencies,
      Histogram measuredLatencies,
      long ok,
      long ko,
      Map<String, Long> koByStatus) {}

  static Histogram newHistogram() {
    return new Histogram(LOWEST_NANOS, HIGHEST_NANOS, DIGITS);
  }

  /** Records a request's outcome: its response's status, or {@link #NO_RESPONSE}. */
  void record(boolean measured, boolean ok, int status, long latencyNanos) {
    record(0, measured, ok, status, latencyNanos);
  }

  /** Records the outcome of a request to target number {@code target}. */
  void record(int target, boolean measured, boolean ok, int status, long latencyNanos) {
    long clamped = Math.max(LOWEST_NANOS, Math.min(HIGHEST_NANOS, latencyNanos));
    everyRequest.recordValue(clamped);
    answeredByTarget[target].increment();
    if (measured) {
      measuredRequests.recordValue(clamped);
      (ok ? measuredOk : measuredKo).increment();
    }
    (ok ? totalOk : totalKo).increment();
    (ok ? secondOk : secondKo).increment();
    if (!ok) {
      secondKoByStatus.add(status);
      if (measured) {
        measuredKoByStatus.add(status);
      }
    }
  }

  /**
   * Keeps what made a request fail (connection refused, HTTP 503), the first one only: when no
   * request succeeds, it tells the user why in one line.
   */
  void recordFailure(String why) {
    if (firstFailure.get() == null) {
      firstFailure.compareAndSet(null, why);
    }
  }

  /** What made the first failed request fail, or null when none failed. */
  String firstFailure() {
    return firstFailure.get();
  }

  /** Everything recorded since the last call. */
  Second takeSecond() {
    Histogram latencies = everyRequest.getIntervalHistogram();
    Histogram measuredLatencies = measuredRequests.getIntervalHistogram();
    return new Second(
        latencies,
        measuredLatencies,
        secondOk.sumThenReset(),
        secondKo.sumThenReset(),
        secondKoByStatus.takeAndReset());
  }

  /** The measured phase's failed requests by the status of their response. */
  Map<String, Long> measuredKoByStatus() {
    return measuredKoByStatus.snapshot();
  }

  long totalOk() {
    return totalOk.sum();
  }

  long totalKo() {
    return totalKo.sum();
  }

  /** The requests to target number {@code target} that ended so far, answered or failed. */
  long endedAt(int target) {
    return answeredByTarget[target].sum();
  }

  long measuredOk() {
    return measuredOk.sum();
  }

  long measuredKo() {
    return measuredKo.sum();
  }

  private static Recorder newRecorder() {
    return new Recorder(LOWEST_NANOS, HIGHEST_NANOS, DIGITS);
  }
}
