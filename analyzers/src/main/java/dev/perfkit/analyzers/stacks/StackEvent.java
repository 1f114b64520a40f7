package dev.perfkit.analyzers.stacks;

/** What a stack profile sampled, and the unit its counts are in by default. */
public enum StackEvent {
  CPU("CPU profile"),
  ALLOC("allocation profile"),
  WALL("wall-clock profile"),
  LOCK("lock profile"),
  /**
   * Counts of an event that is neither CPU time nor wall-clock time: a hardware counter (cycles,
   * cache misses) or the calls to a traced method. No rule judges it; it is read so that the user
   * is told what the file holds.
   */
  COUNTED("event-count profile");

  private final String inputName;

  StackEvent(String inputName) {
    this.inputName = inputName;
  }

  /** The name of the analysis input this event feeds, such as "CPU profile". */
  public String inputName() {
    return inputName;
  }

  /** Whether the leaf of each stack is a class (allocated, or locked) rather than a method. */
  public boolean leafIsClass() {
    return this == ALLOC || this == LOCK;
  }
}
