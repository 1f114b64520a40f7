package dev.perfkit.analyzers.load;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The load's measured phase on the wall clock: from the first second the load reported as {@code
 * measured} to the load's end. Start-up and warm-up come before it. Whatever else has a wall clock
 * (the compilation log's JVM start stamp, a recording's event times) is lined up with it here, so
 * that every figure said to cover "the measured window" covers the same seconds. Its ends are whole
 * milliseconds, both included: async-profiler's converter cuts a recording to such a window, and
 * the JFR reader, which reads nanoseconds, keeps the same samples.
 *
 * @param start when the measured phase began
 * @param end when the load ended
 */
public record MeasuredWindow(Instant start, Instant end) {

  /**
   * The measured phase of a run's load; empty without a load, or with results that cannot be read
   * (their own reading reports why).
   */
  public static Optional<MeasuredWindow> ofRun(RunDirectory run) {
    if (!Files.isRegularFile(run.loadResults())) {
      return Optional.empty();
    }
    try {
      return of(LoadResultsReader.read(run.loadResults()));
    } catch (IOException | UnreadableEvidenceException e) {
      return Optional.empty();
    }
  }

  /** The measured phase of a load; empty when it never reached it or lasted no time. */
  public static Optional<MeasuredWindow> of(LoadResults results) {
    if (results.start() == null || results.end() == null) {
      return Optional.empty();
    }
    return results.perSecond().stream()
        .filter(LoadResults.SecondSample::measured)
        .findFirst()
        .map(first -> results.start().plusSeconds(first.second()).truncatedTo(ChronoUnit.MILLIS))
        .filter(start -> start.isBefore(results.end()))
        .map(start -> new MeasuredWindow(start, results.end().truncatedTo(ChronoUnit.MILLIS)));
  }

  /** Whether {@code time} lies in the window, both ends included. */
  public boolean holds(Instant time) {
    return !time.isBefore(start) && !time.isAfter(end);
  }

  public Duration length() {
    return Duration.between(start, end);
  }

  /**
   * The whole seconds since {@code originEpochMs} that lie inside the window, as {@code [from,
   * to)}: a second only partly measured is left out, so that a count per second is not diluted by
   * warm-up.
   */
  public int[] wholeSecondsSince(long originEpochMs) {
    int from = (int) Math.ceil((start.toEpochMilli() - originEpochMs) / 1000.0);
    int to = (int) Math.floor((end.toEpochMilli() - originEpochMs) / 1000.0);
    return new int[] {Math.max(0, from), Math.max(0, to)};
  }
}
