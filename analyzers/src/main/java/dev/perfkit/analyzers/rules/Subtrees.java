package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.stacks.FrameTable;
import dev.perfkit.analyzers.stacks.FrameTree;
import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * The subtrees of chosen frame names in a profile's tree, merged by name: a name's subtree is
 * everything under each node where the name first appears on a path, so recursion is counted once
 * and a method reached from many callers is one subtree, as a flame graph reader adds it up.
 */
final class Subtrees {

  private final FrameTree tree;
  private final FrameTable frames;
  private final Predicate<String> application;
  private final Map<Integer, List<Integer>> outermost = new HashMap<>();

  private Subtrees(StackProfile profile, Predicate<String> application) {
    this.tree = profile.tree();
    this.frames = profile.frames();
    this.application = application;
  }

  /**
   * The subtrees of the names {@code chosen} accepts (by name id); {@code application} tells the
   * application's frames, which allocated or locked classes are named after.
   */
  static Subtrees of(StackProfile profile, IntPredicate chosen, Predicate<String> application) {
    Subtrees subtrees = new Subtrees(profile, application);
    subtrees.findOutermost(chosen);
    return subtrees;
  }

  private int nameOf(int node) {
    return frames.nameId(tree.frame(node));
  }

  /** The name ids of the chosen names that appear in the profile. */
  Set<Integer> chosen() {
    return Set.copyOf(outermost.keySet());
  }

  /** One depth-first walk that counts each name on the current path, as FrameStatsCollector. */
  private void findOutermost(IntPredicate chosen) {
    int[] onPath = new int[frames.nameCount()];
    int node = tree.firstChild(FrameTree.ROOT);
    while (node >= 0) {
      int name = nameOf(node);
      if (onPath[name]++ == 0 && chosen.test(name)) {
        outermost.computeIfAbsent(name, n -> new ArrayList<>()).add(node);
      }
      int child = tree.firstChild(node);
      node = child >= 0 ? child : leave(node, onPath);
    }
  }

  /** Leaves {@code node} and its finished ancestors; returns the next node to enter, or -1. */
  private int leave(int node, int[] onPath) {
    for (int n = node; n != FrameTree.ROOT; n = tree.parent(n)) {
      onPath[nameOf(n)]--;
      if (tree.nextSibling(n) >= 0) {
        return tree.nextSibling(n);
      }
    }
    return -1;
  }

  /**
   * How much of {@code name}'s subtree lies under other names of {@code others}, counting each part
   * once: the walk stops at the first such frame on every path.
   */
  long coveredBy(int name, Set<Integer> others) {
    long[] covered = new long[1];
    walk(
        name,
        node -> {
          int at = nameOf(node);
          if (at != name && others.contains(at)) {
            covered[0] += tree.total(node);
            return false;
          }
          return true;
        });
    return covered[0];
  }

  /**
   * The self counts inside {@code name}'s subtree by frame label; an allocated or locked class is
   * named with its site, the first application frame above it ("byte[] in app.Json.write"), as the
   * allocation-site rule names it, else with the frame just above it.
   */
  Map<String, Long> selfInside(int name) {
    Map<String, Long> self = new HashMap<>();
    walk(
        name,
        node -> {
          if (tree.self(node) > 0) {
            self.merge(selfLabel(node), tree.self(node), Long::sum);
          }
          return true;
        });
    return self;
  }

  private String selfLabel(int node) {
    int frame = tree.frame(node);
    if (frames.type(frame) != FrameType.CLASS || tree.parent(node) == FrameTree.ROOT) {
      return frames.label(frame);
    }
    return frames.label(frame) + " in " + frames.label(tree.frame(site(node)));
  }

  private int site(int classNode) {
    for (int n = tree.parent(classNode); n > FrameTree.ROOT; n = tree.parent(n)) {
      if (application.test(frames.name(tree.frame(n)))) {
        return n;
      }
    }
    return tree.parent(classNode);
  }

  /** Every frame name inside {@code name}'s subtree, its own included. */
  Set<String> namesInside(int name) {
    Set<String> names = new HashSet<>();
    walk(
        name,
        node -> {
          names.add(frames.name(tree.frame(node)));
          return true;
        });
    return names;
  }

  /** The outermost node of {@code name} that holds the most, for the path that reaches it. */
  int heaviestNode(int name) {
    int best = -1;
    for (int node : outermost.getOrDefault(name, List.of())) {
      best = best < 0 || tree.total(node) > tree.total(best) ? node : best;
    }
    return best;
  }

  /** Visits each node under {@code name}'s outermost nodes; {@code visit} says whether to go on. */
  private void walk(int name, IntPredicate visit) {
    Deque<Integer> pending = new ArrayDeque<>(outermost.getOrDefault(name, List.of()));
    while (!pending.isEmpty()) {
      int node = pending.pop();
      if (visit.test(node)) {
        for (int child = tree.firstChild(node); child >= 0; child = tree.nextSibling(child)) {
          pending.push(child);
        }
      }
    }
  }
}
