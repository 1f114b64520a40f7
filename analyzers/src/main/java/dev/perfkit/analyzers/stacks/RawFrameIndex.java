package dev.perfkit.analyzers.stacks;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Interns collapsed-stack frames straight from the bytes of a line, so a frame seen before costs a
 * hash and a compare, never a String. A new frame is decoded once, its suffix stripped into a
 * {@link FrameType}, its generated name folded ({@link FrameNames}), and added to the {@link
 * FrameTable}: raw spellings of two JVMs' lambdas land on one frame.
 */
final class RawFrameIndex {

  private final FrameTable frames;
  private byte[][] raw = new byte[1024][];
  private int[] hashes = new int[1024];
  private int[] frameOf = new int[1024];
  private final java.util.BitSet classFrames = new java.util.BitSet();
  private int[] slots = newSlots(1 << 12);
  private int count;

  RawFrameIndex(FrameTable frames) {
    this.frames = frames;
  }

  private static int[] newSlots(int capacity) {
    int[] slots = new int[capacity];
    Arrays.fill(slots, -1);
    return slots;
  }

  /** The frame id of the bytes {@code [from, to)} of {@code line}. */
  int intern(byte[] line, int from, int to) {
    int hash = ByteScan.hash(line, from, to);
    int mask = slots.length - 1;
    for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
      int entry = slots[slot];
      if (entry < 0) {
        return add(slot, hash, line, from, to);
      }
      if (hashes[entry] == hash
          && Arrays.equals(raw[entry], 0, raw[entry].length, line, from, to)) {
        return frameOf[entry];
      }
    }
  }

  /** Whether the frame looks like a class (an allocation or lock leaf) rather than a method. */
  boolean isClassLike(int frame) {
    return classFrames.get(frame);
  }

  /** The frames that look like classes, by id. */
  java.util.BitSet classFrames() {
    return (java.util.BitSet) classFrames.clone();
  }

  private int add(int slot, int hash, byte[] line, int from, int to) {
    String token = new String(line, from, to - from, StandardCharsets.UTF_8);
    FrameType type = suffixType(token);
    String name =
        FrameNames.normalize(
            type == FrameType.UNKNOWN ? token : token.substring(0, token.length() - 4));
    int id = frames.intern(normalize(name, type), type);
    if (isClassName(name, type)) {
      classFrames.set(id);
    }
    remember(hash, Arrays.copyOfRange(line, from, to), id);
    slots[slot] = count;
    if (++count * 2 > slots.length) {
      rehash();
    }
    return id;
  }

  private void remember(int hash, byte[] bytes, int frame) {
    if (count == raw.length) {
      raw = Arrays.copyOf(raw, count * 2);
      hashes = Arrays.copyOf(hashes, count * 2);
      frameOf = Arrays.copyOf(frameOf, count * 2);
    }
    raw[count] = bytes;
    hashes[count] = hash;
    frameOf[count] = frame;
  }

  private void rehash() {
    slots = newSlots(slots.length * 2);
    int mask = slots.length - 1;
    for (int id = 0; id < count; id++) {
      int slot = hashes[id] & mask;
      while (slots[slot] >= 0) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = id;
    }
  }

  static FrameType suffixType(String token) {
    int n = token.length();
    if (n > 4
        && token.charAt(n - 4) == '_'
        && token.charAt(n - 3) == '['
        && token.charAt(n - 1) == ']') {
      FrameType type = FrameType.ofSuffixLetter((byte) token.charAt(n - 2));
      return type == null ? FrameType.UNKNOWN : type;
    }
    return FrameType.UNKNOWN;
  }

  /** Java frames use dots, as JFR spells them: {@code java/lang/String.indexOf} → dotted. */
  static String normalize(String name, FrameType type) {
    boolean javaLike =
        type.isJava()
            || (type == FrameType.UNKNOWN
                && name.indexOf('/') > 0
                && name.indexOf(' ') < 0
                && !name.contains("::"));
    return javaLike ? name.replace('/', '.') : name;
  }

  /**
   * async-profiler marks allocated and locked classes with {@code _[i]} (in a new TLAB) or {@code
   * _[k]} (outside), and spells them dotted ({@code java.lang.String}, {@code byte[]}), while
   * methods are slashed ({@code java/lang/String.indexOf}).
   */
  static boolean isClassName(String name, FrameType type) {
    if ((type != FrameType.INLINED && type != FrameType.KERNEL) || name.isEmpty()) {
      return false;
    }
    if (name.indexOf('/') >= 0 || name.indexOf(' ') >= 0 || name.contains("::")) {
      return false;
    }
    return name.endsWith("[]") || (name.indexOf('.') > 0 && dottedIdentifiers(name));
  }

  private static boolean dottedIdentifiers(String name) {
    for (String part : name.split("\\.", -1)) {
      if (part.isEmpty() || !Character.isJavaIdentifierStart(part.charAt(0))) {
        return false;
      }
    }
    return true;
  }
}
