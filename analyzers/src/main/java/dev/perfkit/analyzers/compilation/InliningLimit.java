package dev.perfkit.analyzers.compilation;

/**
 * A JVM flag that bounds inlining, with the value the JVM ran with: the limit a failed call site
 * crossed, such as {@code FreqInlineSize=325} for "hot method too big".
 *
 * @param flag the {@code -XX} flag name
 * @param value its value
 * @param unit what it counts: "bytecode bytes", "native code bytes" or "inlining levels"
 */
public record InliningLimit(String flag, long value, String unit) {

  @Override
  public String toString() {
    return flag + "=" + value + " " + unit;
  }
}
