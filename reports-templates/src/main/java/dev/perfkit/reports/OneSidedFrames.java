package dev.perfkit.reports;

import dev.perfkit.analyzers.stats.SamplingChance;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The frames of one profile that the other never sampled, and which of them are new. The converter
 * draws every frame whose call path its base lacks as new; two JVMs running the same code reach a
 * method by different paths (one inlined a caller, the other did not) and sample different rare
 * stacks. So a frame is new only when its method appears nowhere in the other profile and its
 * samples are beyond sampling chance ({@link SamplingChance}); for every other one-sided frame, a
 * stack of count 0 added to the base makes it present there with nothing, so the converter colours
 * it by its growth like any other frame.
 */
final class OneSidedFrames {

  /**
   * What the noise floor decided for one direction.
   *
   * @param zeroStacks collapsed lines of count 0 to append to the base
   * @param oneSided the frames whose call path the base lacks (outermost of each subtree)
   * @param moved of those, the ones whose method the base has on another path
   * @param withinChance of the others, the ones too few to be more than chance
   * @param fewest the fewest samples a one-sided frame needed to be drawn as new
   */
  record Floor(String zeroStacks, int oneSided, int moved, int withinChance, long fewest) {}

  /** A frame of a call tree, keyed as the converter keys it. */
  private static final class Node {
    final Map<String, Node> children = new HashMap<>();
    long total;

    Node child(String key) {
      return children.computeIfAbsent(key, k -> new Node());
    }
  }

  private OneSidedFrames() {}

  /**
   * The floor for drawing {@code newer} against {@code base}, both collapsed stacks at their own
   * (unscaled) counts: the chance test needs samples, not the scaled base's rounded ones. {@code
   * graphs} is how many differential graphs the page draws: the chance that any frame of any of
   * them is called new by sampling alone is split evenly between them (Bonferroni), so that an A/A
   * comparison's page, not each of its graphs, shows none new with 95% confidence.
   */
  static Floor floor(String base, String newer, int graphs) {
    Set<String> baseMethods = new HashSet<>();
    Node baseTree = tree(base, baseMethods);
    Node newerTree = tree(newer, new HashSet<>());
    Map<Node, String> oneSided = new IdentityHashMap<>();
    collectOneSided(baseTree, newerTree, oneSided);
    List<Node> judged =
        oneSided.entrySet().stream()
            .filter(frame -> !baseMethods.contains(frame.getValue()))
            .map(Map.Entry::getKey)
            .toList();
    long fewest =
        SamplingChance.fewestBeyondChance(
            newerTree.total, baseTree.total, Math.max(1, judged.size()) * graphs);
    Set<Node> isNew = Collections.newSetFromMap(new IdentityHashMap<>());
    judged.stream().filter(node -> node.total >= fewest).forEach(isNew::add);
    StringBuilder zeroStacks = new StringBuilder();
    for (String line : newer.split("\n")) {
      Node first = firstOneSided(baseTree, newerTree, line);
      if (first != null && !isNew.contains(first)) {
        zeroStacks.append(line, 0, line.lastIndexOf(' ')).append(" 0\n");
      }
    }
    int moved = oneSided.size() - judged.size();
    return new Floor(
        zeroStacks.toString(), oneSided.size(), moved, judged.size() - isNew.size(), fewest);
  }

  /** Each outermost frame of {@code newer} whose path {@code base} lacks, with its method. */
  private static void collectOneSided(Node base, Node newer, Map<Node, String> into) {
    for (Map.Entry<String, Node> child : newer.children.entrySet()) {
      Node inBase = base.children.get(child.getKey());
      if (inBase == null) {
        into.put(child.getValue(), child.getKey());
      } else {
        collectOneSided(inBase, child.getValue(), into);
      }
    }
  }

  /** The outermost frame of {@code line}'s stack that the base lacks, or null. */
  private static Node firstOneSided(Node base, Node newer, String line) {
    int space = line.lastIndexOf(' ');
    if (space <= 0) {
      return null;
    }
    Node inBase = base;
    Node inNewer = newer;
    for (String frame : line.substring(0, space).split(";")) {
      String key = key(frame);
      inNewer = inNewer.children.get(key);
      inBase = inBase.children.get(key);
      if (inBase == null) {
        return inNewer;
      }
    }
    return null;
  }

  /** The call tree of {@code collapsed}, and every frame's key into {@code methods}. */
  private static Node tree(String collapsed, Set<String> methods) {
    Node root = new Node();
    for (String line : collapsed.split("\n")) {
      int space = line.lastIndexOf(' ');
      if (space <= 0) {
        continue;
      }
      long count = count(line.substring(space + 1));
      root.total += count;
      Node node = root;
      for (String frame : line.substring(0, space).split(";")) {
        String key = key(frame);
        methods.add(key);
        node = node.child(key);
        node.total += count;
      }
    }
    return root;
  }

  /**
   * A frame as the converter tells frames apart: its Java code types (JIT-compiled, inlined, C1,
   * interpreted) are one frame, every other suffix another.
   */
  private static String key(String frame) {
    return frame.endsWith("_[j]")
            || frame.endsWith("_[i]")
            || frame.endsWith("_[0]")
            || frame.endsWith("_[1]")
        ? frame.substring(0, frame.length() - 4)
        : frame;
  }

  private static long count(String text) {
    try {
      return Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
