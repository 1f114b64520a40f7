package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.load.LoadDriver;
import dev.perfkit.load.LoadListener;
import dev.perfkit.load.LoadPlan;
import dev.perfkit.load.LoadProgress;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;

/** One load run inside a collection: stoppable through the collection's {@link StopSignal}. */
public final class LoadSession {

  private LoadSession() {}

  /**
   * Drives the plan at the URL until it ends or a stop is requested (null if stopped before it
   * began), and records in run.json its summary and the CPU time the target used meanwhile, in all
   * and after the warm-up: a measure of the cost per request that other processes on the machine
   * disturb less than throughput.
   */
  public static LoadResults run(
      LoadPlan plan,
      boolean warmupUntilJitIdle,
      URI url,
      Path loadDir,
      ProgressDisplay display,
      StopSignal stop,
      long targetPid,
      RunRecorder recorder) {
    TargetCpuClock clock = new TargetCpuClock(targetPid);
    LoadDriver driver = LoadDriver.create(plan, url);
    Function<LoadProgress, TargetCpuClock.Reading> read = oncePerReport(clock);
    WarmupCpuMark warmupMark = new WarmupCpuMark(display, read);
    LoadListener listener = warmupMark;
    if (warmupUntilJitIdle) {
      driver.holdWarmup();
      listener =
          new JitIdleWarmup(
              warmupMark,
              read,
              plan.warmup().byDuration() ? plan.warmup().duration() : Duration.ZERO,
              1,
              why -> {
                recorder.note(why);
                driver.endWarmup();
              });
    }
    TargetCpuClock.Reading before = clock.read();
    LoadResults results = drive(driver, url, loadDir, listener, stop);
    TargetCpuClock.Reading after = clock.read();
    display.endLine();
    if (before != null && after != null) {
      recorder.cpuSecondsDuringLoad(after.total().minus(before.total()).toNanos() / 1e9);
      recorder.compilerCpuSecondsDuringLoad(WarmupCpuMark.compilerSeconds(before, after));
    }
    recorder.cpuAfterWarmup(warmupMark.since(after));
    if (results != null) {
      recorder.load(summary(results));
    }
    return results;
  }

  /** The clock read at most once per progress report, however many listeners ask for it. */
  private static Function<LoadProgress, TargetCpuClock.Reading> oncePerReport(
      TargetCpuClock clock) {
    return new Function<>() {
      private LoadProgress readFor;
      private TargetCpuClock.Reading reading;

      @Override
      public TargetCpuClock.Reading apply(LoadProgress progress) {
        if (progress != readFor) {
          readFor = progress;
          reading = clock.read();
        }
        return reading;
      }
    };
  }

  private static LoadResults drive(
      LoadDriver driver, URI url, Path loadDir, LoadListener listener, StopSignal stop) {
    stop.onStop(driver::stop);
    try {
      return driver.run(listener, loadDir);
    } catch (IOException e) {
      throw new CollectException("load at " + url + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    } finally {
      stop.onStop(() -> {});
    }
  }

  /** The summary that run.json keeps of the results. */
  private static RunRecord.Load summary(LoadResults results) {
    return new RunRecord.Load(
        results.scenario(),
        results.ok(),
        results.ko(),
        results.latency().p99Ms(),
        results.complete());
  }
}
