package dev.perfkit.analyzers.stacks;

/**
 * How much of a profile a method accounts for.
 *
 * @param method the method asked about
 * @param onStack the samples with the method anywhere on the stack
 * @param self the samples that end in the method
 * @param total the profile's total
 */
public record MethodShare(String method, long onStack, long self, long total) {

  /** The fraction (0-1) of samples with the method on the stack. */
  public double onStackShare() {
    return total == 0 ? 0 : (double) onStack / total;
  }

  /** The fraction (0-1) of samples that end in the method. */
  public double selfShare() {
    return total == 0 ? 0 : (double) self / total;
  }
}
