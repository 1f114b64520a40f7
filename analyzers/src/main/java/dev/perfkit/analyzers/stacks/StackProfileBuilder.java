package dev.perfkit.analyzers.stacks;

import java.util.HashMap;
import java.util.Map;

/**
 * Collects one profile's stacks as a reader streams them; readers that work in parallel build one
 * per worker and {@link #merge} them. Not thread-safe.
 */
public final class StackProfileBuilder {

  private final StackEvent event;
  private final ValueUnit unit;
  private final FrameTable frames = new FrameTable();
  private final FrameTree tree = new FrameTree();
  private final Map<String, long[]> threadTotals = new HashMap<>();
  private long stacks;

  public StackProfileBuilder(StackEvent event, ValueUnit unit) {
    this.event = event;
    this.unit = unit;
  }

  public FrameTable frames() {
    return frames;
  }

  public FrameTree tree() {
    return tree;
  }

  public StackEvent event() {
    return event;
  }

  /** Counts one stack read from the input, however heavy. */
  public void countStack() {
    stacks++;
  }

  /** Adds weight to a thread's total. */
  public void addToThread(String thread, long weight) {
    threadTotals.computeIfAbsent(thread, t -> new long[1])[0] += weight;
  }

  public boolean isEmpty() {
    return stacks == 0;
  }

  /**
   * Adds everything {@code other} collected to this builder; returns the ids that {@code other}'s
   * frames have in this builder.
   */
  public int[] merge(StackProfileBuilder other) {
    int[] frameMap = new int[other.frames.size()];
    for (int f = 0; f < frameMap.length; f++) {
      frameMap[f] = frames.intern(other.frames.name(f), other.frames.type(f));
    }
    tree.merge(other.tree, frameMap);
    other.threadTotals.forEach((thread, total) -> addToThread(thread, total[0]));
    stacks += other.stacks;
    return frameMap;
  }

  /** The finished profile; {@code spanNanos} is the time it covers, 0 when unknown. */
  public StackProfile build(long spanNanos) {
    return build(event, spanNanos, event.inputName());
  }

  /**
   * The finished profile, with {@code label} saying what it sampled in the profiler's own words
   * ("wall-clock profile (async-profiler event=wall)").
   */
  public StackProfile build(long spanNanos, String label) {
    return build(event, spanNanos, label);
  }

  /** The finished profile, of an event decided only once all stacks are in. */
  StackProfile build(StackEvent decidedEvent, long spanNanos) {
    return build(decidedEvent, spanNanos, decidedEvent.inputName());
  }

  /** The finished profile, of an event decided only once all stacks are in, labelled so. */
  StackProfile build(StackEvent decidedEvent, long spanNanos, String label) {
    Map<String, Long> threads = new HashMap<>();
    threadTotals.forEach((thread, total) -> threads.put(thread, total[0]));
    return new StackProfile(decidedEvent, label, unit, frames, tree, threads, stacks, spanNanos);
  }
}
