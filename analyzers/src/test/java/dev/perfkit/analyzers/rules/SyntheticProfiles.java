package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileBuilder;
import dev.perfkit.analyzers.stacks.ValueUnit;

/**
 * Builds small profiles from {@code frame;frame;leaf count} lines, root first, for rule tests: the
 * leaf is a class frame in allocation and lock profiles, every other frame a JIT-compiled method.
 */
public final class SyntheticProfiles {

  private SyntheticProfiles() {}

  public static StackProfile profile(
      StackEvent event, ValueUnit unit, long spanNanos, String... lines) {
    StackProfileBuilder builder = new StackProfileBuilder(event, unit);
    for (String line : lines) {
      int space = line.lastIndexOf(' ');
      String[] names = line.substring(0, space).split(";");
      int[] frames = new int[names.length];
      for (int i = 0; i < names.length; i++) {
        boolean classLeaf = event.leafIsClass() && i == names.length - 1;
        frames[i] =
            builder.frames().intern(names[i], classLeaf ? FrameType.CLASS : FrameType.JIT_COMPILED);
      }
      builder.tree().addPath(frames, frames.length, Long.parseLong(line.substring(space + 1)));
      builder.countStack();
    }
    return builder.build(spanNanos);
  }
}
