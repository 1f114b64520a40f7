package dev.perfkit.analyzers.stacks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups an allocation or lock profile by (class, site): the class at each leaf and the first
 * application frame above it. The same view serves profiles read from collapsed stacks and from
 * JFR, since both put the class at the leaf.
 */
public final class ClassSites {

  private static final int MAX_PATH = 64;

  private final StackProfile profile;
  private final FrameTree tree;
  private final FrameTable frames;

  private ClassSites(StackProfile profile) {
    this.profile = profile;
    this.tree = profile.tree();
    this.frames = profile.frames();
  }

  /** The sites of the profile, heaviest first. */
  public static List<ClassSite> of(StackProfile profile) {
    return new ClassSites(profile).collect();
  }

  private List<ClassSite> collect() {
    Map<List<String>, long[]> weights = new HashMap<>();
    Map<List<String>, Integer> heaviest = new HashMap<>();
    for (int node = 1; node < tree.size(); node++) {
      if (tree.self(node) > 0 && frames.type(tree.frame(node)) == FrameType.CLASS) {
        List<String> key = key(node);
        weights.computeIfAbsent(key, k -> new long[1])[0] += tree.self(node);
        heaviest.merge(key, node, (a, b) -> tree.self(a) >= tree.self(b) ? a : b);
      }
    }
    List<ClassSite> sites = new ArrayList<>();
    weights.forEach((key, weight) -> sites.add(site(key, weight[0], heaviest.get(key))));
    sites.sort(
        Comparator.comparingLong(ClassSite::weight).reversed().thenComparing(ClassSite::site));
    return sites;
  }

  /** (class, site, via) of a class leaf. */
  private List<String> key(int classNode) {
    int nearestJava = -1;
    int below = -1;
    for (int n = tree.parent(classNode); n > FrameTree.ROOT; below = n, n = tree.parent(n)) {
      int frame = tree.frame(n);
      if (!frames.type(frame).isJava() && frames.type(frame) != FrameType.UNKNOWN) {
        continue;
      }
      nearestJava = nearestJava < 0 ? n : nearestJava;
      if (!JdkFrames.isJdk(frames.name(frame))) {
        return List.of(className(classNode), frames.name(frame), viaName(below));
      }
    }
    String site = nearestJava < 0 ? "(no Java frame)" : frames.name(tree.frame(nearestJava));
    return List.of(className(classNode), site, "");
  }

  private String className(int node) {
    return frames.name(tree.frame(node));
  }

  private String viaName(int node) {
    return node < 0 || frames.type(tree.frame(node)) == FrameType.CLASS
        ? ""
        : frames.name(tree.frame(node));
  }

  private ClassSite site(List<String> key, long weight, int heaviestNode) {
    double share = profile.total() == 0 ? 0 : (double) weight / profile.total();
    return new ClassSite(key.get(0), key.get(1), key.get(2), weight, share, path(heaviestNode));
  }

  /** The frames from {@code node} up to the root, innermost first. */
  List<String> path(int node) {
    return StackPaths.innermostFirst(profile, node, MAX_PATH);
  }
}
