package dev.perfkit.analyzers.stacks;

/** What a stack profile sampled, and the unit its counts are in by default. */
public enum StackEvent {
  CPU("CPU profile"),
  ALLOC("allocation profile"),
  WALL("wall-clock profile"),
  LOCK("lock profile");

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
