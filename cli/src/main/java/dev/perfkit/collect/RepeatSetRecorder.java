package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a repeat set's own run.json: the first repeat's record (what ran, on what) with the set's
 * start, end and state, the repeats' notes, and the {@code repeats} block that says how far the set
 * got. Written before each repeat starts and after the last, so that even a killed perfkit leaves a
 * truthful one.
 */
final class RepeatSetRecorder {

  private final Path file;
  private final Invocation invocation;
  private final int requested;
  private final String start = Instant.now().toString();
  private final List<Integer> completed = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private RunRecord first;
  private int started;

  RepeatSetRecorder(Path file, Invocation invocation, int requested) {
    this.file = file;
    this.invocation = invocation;
    this.requested = requested;
  }

  /** Repeat {@code number} is starting. */
  void started(int number) {
    started = number;
    write("perfkit did not finish (it was killed or is still running)", null);
  }

  /** Repeat {@code number} ended, as its own run.json says. */
  void ended(int number, RunRecord record) {
    if (first == null) {
      first = record;
    }
    if (record.complete()) {
      completed.add(number);
    }
    record.notes().forEach(note -> notes.add("repeat " + number + ": " + note));
  }

  void note(String text) {
    notes.add(text);
  }

  /** The numbers of the repeats that completed, in order. */
  List<Integer> completed() {
    return List.copyOf(completed);
  }

  /** How many repeats began. */
  int started() {
    return started;
  }

  /** Writes the final file: complete when {@code incompleteReason} is null. */
  RunRecord writeFinished(String incompleteReason) {
    return write(incompleteReason, Instant.now().toString());
  }

  private RunRecord write(String reason, String end) {
    RunRecord record = toRecord(reason, end);
    RunRecordFile.write(record, file);
    return record;
  }

  private RunRecord toRecord(String reason, String end) {
    RunRecord base = first;
    return new RunRecord(
        RunRecord.SCHEMA_VERSION,
        invocation.perfkitVersion(),
        "run",
        invocation.args(),
        base == null ? null : base.target(),
        base == null ? null : base.jvm(),
        base == null ? null : base.host(),
        base == null ? null : base.profiling(),
        base == null ? null : base.load(),
        null,
        start,
        end,
        reason == null,
        reason,
        List.copyOf(notes),
        new RunRecord.Repeats(requested, started, completed));
  }
}
