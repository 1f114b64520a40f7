package dev.perfkit.analyzers.stacks;

import dev.perfkit.analyzers.findings.Input;

/**
 * The stack profiles an analysis can have; collapsed files and JFR recordings both feed them, so a
 * rule reads the same {@link StackProfile} whatever the profile came from.
 */
public final class StackInputs {

  public static final Input<StackProfile> CPU = input(StackEvent.CPU);
  public static final Input<StackProfile> ALLOC = input(StackEvent.ALLOC);
  public static final Input<StackProfile> WALL = input(StackEvent.WALL);
  public static final Input<StackProfile> LOCK = input(StackEvent.LOCK);
  public static final Input<StackProfile> COUNTED = input(StackEvent.COUNTED);

  private StackInputs() {}

  private static Input<StackProfile> input(StackEvent event) {
    return new Input<>(event.inputName(), StackProfile.class);
  }

  /** The input a profile of {@code event} feeds. */
  public static Input<StackProfile> of(StackEvent event) {
    return switch (event) {
      case CPU -> CPU;
      case ALLOC -> ALLOC;
      case WALL -> WALL;
      case LOCK -> LOCK;
      case COUNTED -> COUNTED;
    };
  }
}
