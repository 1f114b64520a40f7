package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.stacks.StackProfile;

/**
 * HotSpot's JIT compiler threads in a CPU profile, told by their loop's frame. Early in a run the
 * JIT takes much of the CPU (47% of the samples of the demo's 8 s legacy runs, from a cold start),
 * so a share of the application's own execution, such as how hot a call site is, is taken out of
 * the CPU its own threads spent, not the compiler's.
 */
public final class JitCompilerThreads {

  /** The frame every compiler thread's samples pass through. */
  static final String LOOP = "CompileBroker::compiler_thread_loop";

  private JitCompilerThreads() {}

  /** The profile without the compiler threads' samples. */
  public static StackProfile without(StackProfile cpu) {
    return StackPruning.prune(cpu, frame -> frame.startsWith(LOOP)).kept();
  }
}
