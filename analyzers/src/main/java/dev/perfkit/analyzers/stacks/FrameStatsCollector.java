package dev.perfkit.analyzers.stacks;

import java.util.ArrayList;
import java.util.List;

/**
 * Sums a frame tree by frame name in one depth-first walk. A name's total counts each node where it
 * first appears on a path, so recursion is not counted twice.
 */
final class FrameStatsCollector {

  private final FrameTable frames;
  private final FrameTree tree;
  private final long[] total;
  private final long[] self;
  private final int[] onPath;

  private FrameStatsCollector(FrameTable frames, FrameTree tree) {
    this.frames = frames;
    this.tree = tree;
    this.total = new long[frames.nameCount()];
    this.self = new long[frames.nameCount()];
    this.onPath = new int[frames.nameCount()];
  }

  static List<FrameStats> collect(FrameTable frames, FrameTree tree) {
    FrameStatsCollector collector = new FrameStatsCollector(frames, tree);
    collector.walk();
    return collector.results();
  }

  private void walk() {
    int node = tree.firstChild(FrameTree.ROOT);
    while (node >= 0) {
      enter(node);
      int child = tree.firstChild(node);
      node = child >= 0 ? child : leaveUpToNextSibling(node);
    }
  }

  private void enter(int node) {
    int name = frames.nameId(tree.frame(node));
    if (onPath[name]++ == 0) {
      total[name] += tree.total(node);
    }
    self[name] += tree.self(node);
  }

  /** Leaves {@code node} and its finished ancestors; returns the next node to enter, or -1. */
  private int leaveUpToNextSibling(int node) {
    for (int n = node; n != FrameTree.ROOT; n = tree.parent(n)) {
      onPath[frames.nameId(tree.frame(n))]--;
      int sibling = tree.nextSibling(n);
      if (sibling >= 0) {
        return sibling;
      }
    }
    return -1;
  }

  private List<FrameStats> results() {
    List<FrameStats> stats = new ArrayList<>();
    for (int name = 0; name < total.length; name++) {
      stats.add(new FrameStats(frames.nameById(name), total[name], self[name]));
    }
    return stats;
  }
}
