package dev.perfkit.analyzers.stacks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interns frames as small int ids, so a frame tree stores ints rather than strings: a frame is a
 * clean name (suffix stripped, class names dotted) and a {@link FrameType}.
 */
public final class FrameTable {

  private final Map<String, Integer> nameIds = new HashMap<>();
  private final List<String> names = new ArrayList<>();
  private final Map<Long, Integer> frameIds = new HashMap<>();
  private int[] nameOf = new int[256];
  private FrameType[] typeOf = new FrameType[256];
  private int size;

  /** The id of the frame, adding it on first sight. */
  public int intern(String name, FrameType type) {
    int nameId = nameIds.computeIfAbsent(name, this::addName);
    long key = ((long) nameId << 8) | type.ordinal();
    Integer id = frameIds.get(key);
    return id != null ? id : add(key, nameId, type);
  }

  private int addName(String name) {
    names.add(name);
    return names.size() - 1;
  }

  private int add(long key, int nameId, FrameType type) {
    if (size == nameOf.length) {
      nameOf = Arrays.copyOf(nameOf, size * 2);
      typeOf = Arrays.copyOf(typeOf, size * 2);
    }
    nameOf[size] = nameId;
    typeOf[size] = type;
    frameIds.put(key, size);
    return size++;
  }

  public String name(int frame) {
    return names.get(nameOf[frame]);
  }

  public FrameType type(int frame) {
    return typeOf[frame];
  }

  /** The id of the frame's name: frames of the same method with different types share it. */
  public int nameId(int frame) {
    return nameOf[frame];
  }

  public int size() {
    return size;
  }

  /** How many distinct names the frames have. */
  public int nameCount() {
    return names.size();
  }

  /** The id of a name, or -1 when no frame has it. */
  public int findName(String name) {
    Integer id = nameIds.get(name);
    return id == null ? -1 : id;
  }

  /** A name by its id. */
  public String nameById(int nameId) {
    return names.get(nameId);
  }

  /**
   * Changes a frame's type in place; used once a collapsed file turns out to be an allocation or
   * lock profile, whose {@code _[i]}/{@code _[k]} leaves are classes rather than inlined or kernel
   * frames.
   */
  void retype(int frame, FrameType type) {
    typeOf[frame] = type;
  }

  /** A frame as text for findings: the name, with its type when it is not a Java frame. */
  public String label(int frame) {
    FrameType type = typeOf[frame];
    return type.isJava() || type == FrameType.UNKNOWN || type == FrameType.CLASS
        ? name(frame)
        : name(frame) + " [" + type.name().toLowerCase(java.util.Locale.ROOT) + "]";
  }
}
