package dev.perfkit.analyzers.stacks;

import java.util.ArrayList;
import java.util.List;

/** Reads paths out of a profile's tree, for the evidence of findings. */
public final class StackPaths {

  private StackPaths() {}

  /** The frames from {@code node} up to the root, innermost first, at most {@code limit}. */
  public static List<String> innermostFirst(StackProfile profile, int node, int limit) {
    List<String> path = new ArrayList<>();
    FrameTree tree = profile.tree();
    for (int n = node; n > FrameTree.ROOT && path.size() < limit; n = tree.parent(n)) {
      path.add(profile.frames().label(tree.frame(n)));
    }
    return path;
  }

  /** The node with the highest self count among the frames named {@code name}, or -1. */
  public static int heaviestSelfNode(StackProfile profile, String name) {
    FrameTree tree = profile.tree();
    int best = -1;
    for (int node = 1; node < tree.size(); node++) {
      boolean named = profile.frames().name(tree.frame(node)).equals(name);
      if (named && (best < 0 || tree.self(node) > tree.self(best))) {
        best = node;
      }
    }
    return best;
  }
}
