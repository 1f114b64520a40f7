package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.stacks.FrameTable;
import dev.perfkit.analyzers.stacks.FrameTree;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileBuilder;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A profile without the samples whose stack holds a frame that {@code cut} names, at any depth: the
 * frames above such a frame keep only their own samples. The thread totals are kept as recorded:
 * the profile holds no thread per path to take them apart by.
 */
final class StackPruning {

  /**
   * The profile left, and the samples cut by the frame that cut them.
   *
   * @param kept the profile without the cut samples
   * @param cutByFrame each cutting frame's samples (or weight)
   */
  record Pruned(StackProfile kept, Map<String, Long> cutByFrame) {

    /** The samples (or weight) cut, all frames together. */
    long cutWeight() {
      return sum(cutByFrame);
    }
  }

  private StackPruning() {}

  static Pruned prune(StackProfile profile, Predicate<String> cut) {
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
        if (cut.test(name)) {
          byFrame.merge(name, tree.total(child), Long::sum);
        } else {
          int copy = kept.tree().child(pair[1], kept.frames().intern(name, frames.type(frame)));
          pending.push(new int[] {child, copy});
        }
      }
    }
    profile.threadTotals().forEach(kept::addToThread);
    // Each stack of a recording is one sample, so the stacks kept follow the weight kept.
    double keptShare = profile.total() == 0 ? 1 : 1 - (double) sum(byFrame) / profile.total();
    long stacks = Math.round(profile.stacks() * keptShare);
    for (long s = 0; s < stacks; s++) {
      kept.countStack();
    }
    return new Pruned(kept.build(profile.spanNanos(), profile.label()), byFrame);
  }

  private static long sum(Map<String, Long> byFrame) {
    return byFrame.values().stream().mapToLong(Long::longValue).sum();
  }
}
