package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.stacks.StackProfile;

/**
 * What a JFR recording held, whoever wrote it (the JVM, async-profiler, or both with {@code
 * jfrsync}). Each part is null when the recording had no such events.
 *
 * @param chunks the number of chunks read: the complete ones and an unfinished last one
 * @param truncatedAt the byte where the readable part ended, or -1 when the file was whole
 * @param endsUnfinished whether the last chunk read was one its JVM never closed (it stopped while
 *     recording), read up to its last flush
 * @param spanNanos the time the chunks read cover
 * @param byAsyncProfiler whether async-profiler wrote it (its {@code jdk.ActiveRecording} says so):
 *     its samples then cover every thread, native frames included
 */
public record JfrRecording(
    StackProfile cpu,
    StackProfile alloc,
    StackProfile wall,
    StackProfile lock,
    GcPauses gc,
    Compilations compilations,
    CpuLoad cpuLoad,
    int chunks,
    long truncatedAt,
    boolean endsUnfinished,
    long spanNanos,
    boolean byAsyncProfiler) {

  public boolean truncated() {
    return truncatedAt >= 0;
  }
}
