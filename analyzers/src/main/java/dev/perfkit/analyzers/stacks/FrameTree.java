package dev.perfkit.analyzers.stacks;

import java.util.Arrays;

/**
 * The merged call tree of a profile, root first: each node is a frame on one distinct path, with
 * its total (samples on or under it) and self (samples ending at it) counts. Nodes live in parallel
 * arrays and are addressed by int; node 0 is the root, which holds the profile's total. Memory
 * grows with the number of distinct paths, never with the number of samples.
 */
public final class FrameTree {

  /** The root node's id. */
  public static final int ROOT = 0;

  private static final int NONE = -1;

  private int[] frame = new int[1024];
  private int[] parent = new int[1024];
  private int[] firstChild = new int[1024];
  private int[] nextSibling = new int[1024];
  private long[] total = new long[1024];
  private long[] self = new long[1024];
  private final ChildIndex children = new ChildIndex();
  private int size;
  private boolean totalsStale;

  public FrameTree() {
    newNode(NONE, NONE);
  }

  /** The child of {@code node} for {@code frameId}, created when absent. */
  public int child(int node, int frameId) {
    int child = children.get(node, frameId);
    if (child < 0) {
      child = newNode(node, frameId);
      children.put(node, frameId, child);
      nextSibling[child] = firstChild[node];
      firstChild[node] = child;
    }
    return child;
  }

  /** Adds {@code weight} samples ending at {@code node}. */
  public void addAt(int node, long weight) {
    self[node] += weight;
    totalsStale = true;
  }

  /** Adds one stack, given root first as frame ids, and returns its leaf node. */
  public int addPath(int[] frames, int length, long weight) {
    int node = ROOT;
    for (int i = 0; i < length; i++) {
      node = child(node, frames[i]);
    }
    addAt(node, weight);
    return node;
  }

  /** Parents precede their children, so one backward pass sums every subtree. */
  private void sumTotals() {
    System.arraycopy(self, 0, total, 0, size);
    for (int n = size - 1; n > ROOT; n--) {
      total[parent[n]] += total[n];
    }
    totalsStale = false;
  }

  private int newNode(int parentNode, int frameId) {
    if (size == frame.length) {
      grow(size * 2);
    }
    frame[size] = frameId;
    parent[size] = parentNode;
    firstChild[size] = NONE;
    nextSibling[size] = NONE;
    return size++;
  }

  private void grow(int capacity) {
    frame = Arrays.copyOf(frame, capacity);
    parent = Arrays.copyOf(parent, capacity);
    firstChild = Arrays.copyOf(firstChild, capacity);
    nextSibling = Arrays.copyOf(nextSibling, capacity);
    total = Arrays.copyOf(total, capacity);
    self = Arrays.copyOf(self, capacity);
  }

  /**
   * Adds every path of {@code other} into this tree; {@code frameMap} turns the other tree's frame
   * ids into this tree's.
   */
  public void merge(FrameTree other, int[] frameMap) {
    int[] mapped = new int[other.size];
    mapped[ROOT] = ROOT;
    self[ROOT] += other.self[ROOT];
    // Parents always precede their children, so one pass in id order maps every node.
    for (int n = 1; n < other.size; n++) {
      int into = child(mapped[other.parent[n]], frameMap[other.frame[n]]);
      mapped[n] = into;
      self[into] += other.self[n];
    }
    totalsStale = true;
  }

  public int size() {
    return size;
  }

  public int frame(int node) {
    return frame[node];
  }

  public int parent(int node) {
    return parent[node];
  }

  public int firstChild(int node) {
    return firstChild[node];
  }

  /** The next child of the same parent, or -1. */
  public int nextSibling(int node) {
    return nextSibling[node];
  }

  /** The samples on or under {@code node}. Not thread-safe while the tree is still growing. */
  public long total(int node) {
    if (totalsStale) {
      sumTotals();
    }
    return total[node];
  }

  public long self(int node) {
    return self[node];
  }
}
