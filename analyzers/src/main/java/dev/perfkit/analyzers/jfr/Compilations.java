package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.List;
import java.util.Map;

/**
 * The JIT compilations of a recording ({@code jdk.Compilation}, {@code jdk.CompilerInlining}):
 * counts and time per compiler, the longest compilations, and the inlining decisions that failed,
 * by reason and by callee. Only compilations above the recording's threshold are seen (set {@code
 * jdk.Compilation#threshold=0ms} to see all).
 *
 * @param compilations the number of compilations
 * @param failed compilations that did not succeed
 * @param osr on-stack-replacement compilations
 * @param byCompiler count and total time per compiler ("c1", "c2")
 * @param longest the longest compilations, longest first (up to 20)
 * @param inliningDecisions the number of inlining events
 * @param inliningFailures inlining events that did not inline
 * @param failureReasons failed inlining decisions per message ("callee is too large"...)
 * @param failedCallees the most frequent failed (callee, reason) pairs, most first (up to 50)
 */
public record Compilations(
    long compilations,
    long failed,
    long osr,
    Map<String, CompilerTotal> byCompiler,
    List<Compilation> longest,
    long inliningDecisions,
    long inliningFailures,
    Map<String, Long> failureReasons,
    List<FailedInline> failedCallees)
    implements Summarizable {

  public Compilations {
    byCompiler = Map.copyOf(byCompiler);
    longest = List.copyOf(longest);
    failureReasons = Map.copyOf(failureReasons);
    failedCallees = List.copyOf(failedCallees);
  }

  /** This record is already compact: it is its own summary. */
  @Override
  public Compilations summary() {
    return this;
  }

  /** Compilations and their total time for one compiler. */
  public record CompilerTotal(long compilations, double totalMs) {}

  /** One compilation. */
  public record Compilation(
      int compileId,
      String method,
      String compiler,
      int level,
      double durationMs,
      long codeSize,
      boolean osr,
      boolean succeeded) {}

  /**
   * How often one callee failed to inline for one reason ({@code callee} as {@code pkg.Class.m}).
   */
  public record FailedInline(String callee, String reason, long count) {}
}
