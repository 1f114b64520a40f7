package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.Map;

/**
 * What a JFR recording held, whoever wrote it (the JVM, async-profiler, or both with {@code
 * jfrsync}). Each part is null when the recording had no such events.
 *
 * @param chunks the number of chunks read: the complete ones and an unfinished last one
 * @param truncatedAt the byte where the readable part ended, or -1 when the file was whole
 * @param endsUnfinished whether the last chunk read was one its JVM never closed (it stopped while
 *     recording), read up to its last flush
 * @param counted samples of an event that is neither CPU nor wall-clock time (async-profiler's
 *     hardware counters and method tracing)
 * @param spanNanos the time the chunks read cover: the sum of the time each covers, gaps left out
 * @param eventCounts how many events of each type the recording holds, by the type's own name
 * @param byAsyncProfiler whether async-profiler wrote it (its {@code jdk.ActiveRecording} or its
 *     "event" setting says so): its samples then cover every thread, native frames included
 * @param profileCut the window the stack profiles were cut to, or null when they hold every sample
 */
public record JfrRecording(
    StackProfile cpu,
    StackProfile alloc,
    StackProfile wall,
    StackProfile lock,
    StackProfile counted,
    GcPauses gc,
    Compilations compilations,
    CpuLoad cpuLoad,
    int chunks,
    long truncatedAt,
    boolean endsUnfinished,
    long spanNanos,
    Map<String, Long> eventCounts,
    boolean byAsyncProfiler,
    ProfileCut profileCut) {

  /**
   * The window the stack profiles cover and how many stack-sample events (execution, wall-clock,
   * allocation, lock) fell outside it: start-up, warm-up and shutdown.
   */
  public record ProfileCut(MeasuredWindow window, long samplesLeftOut) {}

  public JfrRecording {
    eventCounts = Map.copyOf(eventCounts);
  }

  public boolean truncated() {
    return truncatedAt >= 0;
  }
}
