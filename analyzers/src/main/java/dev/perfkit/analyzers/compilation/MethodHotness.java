package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.evidence.Summarizable;

/**
 * How much of the CPU a method used, from a CPU profile: lets the inlining rule rank a call site by
 * the time its callee really took, not only by the JIT's call counts.
 */
@FunctionalInterface
public interface MethodHotness extends Summarizable {

  /**
   * The share (0.0 to 1.0) of CPU samples in which the method is on the stack; 0 when unknown.
   *
   * @param className the dotted class name, such as {@code java.util.ArrayList}
   * @param methodName the method name, such as {@code grow}
   */
  double cpuShare(String className, String methodName);

  /** Derived from the CPU profile, which has its own summary: nothing to repeat here. */
  @Override
  default Object summary() {
    return "derived from the CPU profile";
  }
}
