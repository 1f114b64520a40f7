package dev.perfkit.analyzers.stacks;

/**
 * How a frame was executing when sampled, as async-profiler marks it: a {@code _[x]} suffix in
 * collapsed stacks, a frame type name in JFR. {@link #CLASS} is the allocated (or locked) class at
 * the leaf of an allocation (or lock) profile.
 */
public enum FrameType {
  INTERPRETED("_[0]", "Interpreted"),
  JIT_COMPILED("_[j]", "JIT compiled"),
  INLINED("_[i]", "Inlined"),
  C1_COMPILED("_[1]", "C1 compiled"),
  KERNEL("_[k]", "Kernel"),
  NATIVE("", "Native"),
  CPP("", "C++"),
  CLASS("", "Class"),
  /** A collapsed frame without a suffix: async-profiler run without {@code ann}. */
  UNKNOWN("", "Unknown");

  private final String suffix;
  private final String jfrName;

  FrameType(String suffix, String jfrName) {
    this.suffix = suffix;
    this.jfrName = jfrName;
  }

  /** The type a collapsed-stack suffix letter stands for ({@code j} of {@code _[j]}), or null. */
  public static FrameType ofSuffixLetter(byte letter) {
    return switch (letter) {
      case '0' -> INTERPRETED;
      case 'j' -> JIT_COMPILED;
      case 'i' -> INLINED;
      case '1' -> C1_COMPILED;
      case 'k' -> KERNEL;
      default -> null;
    };
  }

  /** The type of a JFR frame's {@code type} field ("JIT compiled", "Inlined"...). */
  public static FrameType ofJfrName(String name) {
    for (FrameType type : values()) {
      if (type.jfrName.equals(name)) {
        return type;
      }
    }
    return UNKNOWN;
  }

  /** Whether frames of this type run Java bytecode (as opposed to native, kernel or a class). */
  public boolean isJava() {
    return this == INTERPRETED || this == JIT_COMPILED || this == INLINED || this == C1_COMPILED;
  }

  /** The collapsed-stack suffix, empty for types that have none. */
  public String suffix() {
    return suffix;
  }
}
