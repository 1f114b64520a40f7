package dev.perfkit.analyzers.gc;

/**
 * One stop-the-world pause, from its summary line such as {@code GC(4) Pause Young (Concurrent
 * Start) (G1 Evacuation Pause) 45M->42M(64M) 4.663ms}, or from a JDK 8 log's event such as {@code
 * [GC pause (G1 Evacuation Pause) (young), 0.0087570 secs]}.
 *
 * @param gcId the collection's id, {@code GC(N)} (JDK 8: {@code #N:} with {@code -XX:+PrintGCID},
 *     else the pause's number in the log, from 0)
 * @param type what paused: "Young (Normal)", "Full", "Remark", "Y: Mark Start (Major)" (ZGC)
 * @param cause why, such as "G1 Evacuation Pause" or "Allocation Failure"; empty when not given
 * @param atSeconds when the pause ended, in seconds since JVM start (or since the first line when
 *     the log has only wall-clock times)
 * @param durationMs how long the pause took
 * @param heapBeforeBytes heap used before, -1 when the line does not say
 * @param heapAfterBytes heap used after, -1 when the line does not say
 * @param heapCapacityBytes heap capacity after, -1 when the line does not say
 */
public record GcPause(
    long gcId,
    String type,
    String cause,
    double atSeconds,
    double durationMs,
    long heapBeforeBytes,
    long heapAfterBytes,
    long heapCapacityBytes) {

  /** Whether this pause collected the whole heap. */
  public boolean full() {
    return type.startsWith("Full");
  }
}
