package dev.perfkit.analyzers.gc;

/**
 * All pauses of one type and cause, summed.
 *
 * @param type the pause type, such as "Young (Normal)" or "Full"
 * @param cause the cause, such as "Allocation Failure"; empty when the log gives none
 * @param count how many
 * @param totalMs their summed duration
 * @param maxMs the longest
 */
public record PauseGroup(String type, String cause, long count, double totalMs, double maxMs) {

  public boolean full() {
    return type.startsWith("Full");
  }

  PauseGroup plus(GcPause pause) {
    return new PauseGroup(
        type, cause, count + 1, totalMs + pause.durationMs(), Math.max(maxMs, pause.durationMs()));
  }
}
