package dev.perfkit.analyzers.stacks;

import java.util.Arrays;

/**
 * Finds a tree node's child by frame: an open-addressing map from (parent node, frame) to child
 * node, one long key and one int per entry, so a tree of millions of nodes needs no boxed objects.
 */
final class ChildIndex {

  private static final long EMPTY = -1L;

  private long[] keys = newKeys(1 << 12);
  private int[] values = new int[1 << 12];
  private int size;

  private static long[] newKeys(int capacity) {
    long[] keys = new long[capacity];
    Arrays.fill(keys, EMPTY);
    return keys;
  }

  static long key(int parent, int frame) {
    return ((long) parent << 32) | (frame & 0xffffffffL);
  }

  /** The child of {@code parent} for {@code frame}, or -1. */
  int get(int parent, int frame) {
    long key = key(parent, frame);
    int mask = keys.length - 1;
    for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
      long found = keys[slot];
      if (found == key) {
        return values[slot];
      }
      if (found == EMPTY) {
        return -1;
      }
    }
  }

  void put(int parent, int frame, int child) {
    if (size * 2 >= keys.length) {
      grow();
    }
    insert(key(parent, frame), child);
    size++;
  }

  private void insert(long key, int value) {
    int mask = keys.length - 1;
    int slot = slot(key, mask);
    while (keys[slot] != EMPTY) {
      slot = (slot + 1) & mask;
    }
    keys[slot] = key;
    values[slot] = value;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = newKeys(oldKeys.length * 2);
    values = new int[oldKeys.length * 2];
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != EMPTY) {
        insert(oldKeys[i], oldValues[i]);
      }
    }
  }

  private static int slot(long key, int mask) {
    long mixed = key * 0x9E3779B97F4A7C15L;
    return (int) (mixed >>> 40) & mask;
  }
}
