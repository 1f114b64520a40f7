package dev.perfkit.analyzers.jfr;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * @param failedSites every failed (caller, callee, reason) triple, most decisions first; {@link
 *     #failedCallees()} is their top 50, for summaries
 * @param reachedC2 the methods C2 compiled ({@code pkg.Class.method}), for the inlining rule to
 *     tell a C1 decision that C2's code later replaced
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
    @JsonIgnore List<FailedInline> failedSites,
    @JsonIgnore Set<String> reachedC2)
    implements Summarizable {

  private static final int SUMMARY_SITES = 50;

  public Compilations {
    byCompiler = Map.copyOf(byCompiler);
    longest = List.copyOf(longest);
    failureReasons = Map.copyOf(failureReasons);
    // summary.json keeps only the top sites (failedCallees) and not reachedC2: a summary read
    // back has neither, and the rules never run on one.
    failedSites = failedSites == null ? List.of() : List.copyOf(failedSites);
    reachedC2 = reachedC2 == null ? Set.of() : Set.copyOf(reachedC2);
  }

  /** The 50 failed sites with the most decisions. */
  @JsonProperty(value = "failedCallees", access = JsonProperty.Access.READ_ONLY)
  public List<FailedInline> failedCallees() {
    return failedSites.subList(0, Math.min(SUMMARY_SITES, failedSites.size()));
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
   * How often one call site failed to inline for one reason (methods as {@code pkg.Class.m}), and
   * which compilers ("c1", "c2") decided so. JFR gives no callee size and no call count.
   */
  public record FailedInline(
      String caller, String callee, String reason, long count, List<String> compilers) {

    public FailedInline {
      compilers = List.copyOf(compilers);
    }
  }
}
