package dev.perfkit.load;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Failed requests counted by the status of their response ({@code 404}, {@code 503}), concurrently;
 * requests that got no response are not counted here.
 */
final class StatusCounts {
  private static final int STATUSES = 1000; // a status line's code has three digits

  private final LongAdder[] counts = new LongAdder[STATUSES];

  StatusCounts() {
    for (int i = 0; i < STATUSES; i++) {
      counts[i] = new LongAdder();
    }
  }

  void add(int status) {
    if (status >= 0 && status < STATUSES) {
      counts[status].increment();
    }
  }

  /** The counts so far, by status as text, in status order; only statuses that occurred. */
  Map<String, Long> snapshot() {
    return collect(false);
  }

  /** As {@link #snapshot()}, and starts again from zero. */
  Map<String, Long> takeAndReset() {
    return collect(true);
  }

  private Map<String, Long> collect(boolean reset) {
    Map<String, Long> byStatus = new TreeMap<>();
    for (int status = 0; status < STATUSES; status++) {
      long count = reset ? counts[status].sumThenReset() : counts[status].sum();
      if (count > 0) {
        byStatus.put(Integer.toString(status), count);
      }
    }
    return Collections.unmodifiableMap(byStatus);
  }
}
