package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.stacks.FrameTable;
import dev.perfkit.analyzers.stacks.FrameTree;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileBuilder;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Splits a CPU profile into the application's samples and the profilers' own: a sample whose stack
 * holds a profiler frame anywhere is the profiler's (its signal handler runs on top of whatever the
 * thread was doing, so the frames below it are not what the sample cost). The thread totals are
 * kept as recorded: the profile holds no thread per path to take them apart by.
 */
public final class ProfilerCostSplit {

  /** The profile without the profilers' samples, and what those samples were. */
  public record Result(StackProfile application, ProfilerCost cost) {}

  private ProfilerCostSplit() {}

  public static Result of(StackProfile profile) {
    StackProfileBuilder kept = new StackProfileBuilder(profile.event(), profile.unit());
    Map<String, Long> byFrame = new HashMap<>();
    FrameTree tree = profile.tree();
    FrameTable frames = profile.frames();
    // Walks the tree depth first with the node's copy in the new tree beside it.
    Deque<int[]> pending = new ArrayDeque<>();
    pending.push(new int[] {FrameTree.ROOT, FrameTree.ROOT});
    while (!pending.isEmpty()) {
      int[] pair = pending.pop();
      kept.tree().addAt(pair[1], tree.self(pair[0]));
      for (int child = tree.firstChild(pair[0]); child >= 0; child = tree.nextSibling(child)) {
        int frame = tree.frame(child);
        String name = frames.name(frame);
        if (ProfilerFrames.isProfiler(name)) {
          byFrame.merge(name, tree.total(child), Long::sum);
        } else {
          int copy = kept.tree().child(pair[1], kept.frames().intern(name, frames.type(frame)));
          pending.push(new int[] {child, copy});
        }
      }
    }
    profile.threadTotals().forEach(kept::addToThread);
    long samples = byFrame.values().stream().mapToLong(Long::longValue).sum();
    // Each stack of a recording is one sample, so the stacks kept follow the samples kept.
    long stacks = Math.round(profile.stacks() * (1 - share(samples, profile.total())));
    for (long s = 0; s < stacks; s++) {
      kept.countStack();
    }
    return new Result(
        kept.build(profile.spanNanos(), profile.label()),
        new ProfilerCost(
            samples,
            profile.total(),
            profile.unit() == ValueUnit.SAMPLES ? profile.total() : profile.stacks(),
            byFrame));
  }

  private static double share(long part, long total) {
    return total == 0 ? 0 : (double) part / total;
  }
}
