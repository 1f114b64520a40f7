package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.collect.TargetCpuClock.Reading;
import dev.perfkit.load.LoadListener;
import dev.perfkit.load.LoadProgress;
import java.util.function.Function;

/**
 * Reads the target's CPU time at the end of each warm-up second the load reports, so that the CPU
 * time after warm-up can be told apart from the JIT's and the class loading's of the cold start:
 * the steady-state cost per request varies far less between identical runs than the whole load's.
 */
final class WarmupCpuMark implements LoadListener {

  private final LoadListener next;
  private final Function<LoadProgress, Reading> cpuTime;
  private int secondsReported;
  private boolean measuring;
  private Reading lastWarmupReading;
  private int firstMeasuredSecond;

  /**
   * @param next the listener that shows the progress
   * @param cpuTime the target's CPU time at a progress report, null when the OS does not tell
   */
  WarmupCpuMark(LoadListener next, Function<LoadProgress, Reading> cpuTime) {
    this.next = next;
    this.cpuTime = cpuTime;
  }

  @Override
  public void onProgress(LoadProgress progress) {
    secondsReported++;
    if (!measuring && progress.phase().equals(LoadResults.SecondSample.WARMUP)) {
      lastWarmupReading = cpuTime.apply(progress);
      firstMeasuredSecond = secondsReported;
    } else {
      measuring = true;
    }
    next.onProgress(progress);
  }

  /**
   * The CPU time from the end of the last warm-up second to {@code end}, null when the load had no
   * warm-up second, or never left its warm-up, or a reading is missing.
   */
  RunRecord.CpuWindow since(Reading end) {
    if (!measuring || lastWarmupReading == null || end == null) {
      return null;
    }
    return new RunRecord.CpuWindow(
        firstMeasuredSecond,
        seconds(end.total().minus(lastWarmupReading.total())),
        compilerSeconds(lastWarmupReading, end));
  }

  /** The compiler threads' CPU time between two readings, null when either lacks it. */
  static Double compilerSeconds(Reading start, Reading end) {
    if (start.compiler() == null || end.compiler() == null) {
      return null;
    }
    return seconds(end.compiler().minus(start.compiler()));
  }

  private static double seconds(java.time.Duration duration) {
    return duration.toNanos() / 1e9;
  }
}
