package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * {@code perfkit run --repeat N}: the same run N times, each in a fresh target JVM and a whole run
 * directory of its own under {@code repeats/<n>}, so that every metric gets N independent samples.
 * The set stops at the first repeat that does not complete (a signal, a target that died, a load
 * that mostly failed): the repeats before it stay whole, and the set's run.json says why it is
 * incomplete. It ends by merging the repeats' collapsed stacks into the set's own.
 */
public final class RepeatedRunCollection {

  private final RunRequest request;
  private final int count;
  private final ProgressDisplay display;
  private final StopSignal stop;
  private final RepeatSetRecorder recorder;

  public RepeatedRunCollection(
      RunRequest request, int count, ProgressDisplay display, StopSignal stop) {
    this.request = request;
    this.count = count;
    this.display = display;
    this.stop = stop;
    this.recorder = new RepeatSetRecorder(request.dir().runJson(), request.invocation(), count);
  }

  /**
   * Runs the repeats one after another and always concludes the set's run.json; a failure that is
   * not the target's is thrown once it is written, as a single run does.
   */
  public CollectionOutcome execute() {
    String reason = null;
    RuntimeException thrown = null;
    for (int number = 1; number <= count && reason == null; number++) {
      if (stop.isRequested()) {
        reason = stop.reason();
        break;
      }
      display.context(name(number));
      try {
        reason = runRepeat(number);
      } catch (RuntimeException e) {
        thrown = e;
        reason = name(number) + ": " + describe(e);
      } finally {
        display.context(null);
      }
    }
    mergeStacks();
    RunDirectories.removeEmptyLayout(request.dir());
    RunRecord record = recorder.writeFinished(reason);
    if (thrown != null) {
      throw thrown;
    }
    return new CollectionOutcome(
        request.dir(), record, null, CollectionOutcome.statusOf(reason, stop));
  }

  /** Runs one repeat; returns why the set is incomplete because of it, or null. */
  private String runRepeat(int number) {
    RunDirectory dir = prepare(request.dir().repeat(number));
    recorder.started(number);
    CollectionOutcome outcome;
    try {
      outcome = new RunCollection(request.in(dir), display, stop).execute();
    } finally {
      recorder.ended(number, readRecord(dir)); // concluded by the run even when it threw
    }
    display.step(state(outcome));
    return outcome.record().complete()
        ? null
        : name(number) + ": " + outcome.record().incompleteReason();
  }

  private String name(int number) {
    return "repeat " + number + " of " + count;
  }

  private static RunDirectory prepare(RunDirectory dir) {
    try {
      return RunDirectories.prepare(dir.root(), false);
    } catch (IOException e) {
      throw new CollectException(
          dir.root() + ": cannot create the repeat's directory: " + IoMessages.describe(e));
    }
  }

  private static RunRecord readRecord(RunDirectory dir) {
    try {
      return RunRecordFile.read(dir.runJson());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String describe(RuntimeException e) {
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  private static String state(CollectionOutcome outcome) {
    String state = outcome.record().complete() ? "complete" : "incomplete";
    LoadResults load = outcome.load();
    if (load == null) {
      return state;
    }
    return String.format(
        Locale.ROOT,
        "%s (OK %,d, KO %,d, p99 %.2f ms)",
        state,
        load.ok(),
        load.ko(),
        load.latency().p99Ms());
  }

  /**
   * Merges the repeats' collapsed stacks per event; a failure costs the merged file only, and a
   * note says so.
   */
  private void mergeStacks() {
    String problem = RepeatStacks.merge(request.dir(), recorder.started(), recorder.completed());
    if (problem != null) {
      recorder.note(problem);
      display.step(problem);
    }
  }
}
