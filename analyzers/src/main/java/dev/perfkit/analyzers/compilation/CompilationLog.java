package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a HotSpot compilation log ({@code -XX:+LogCompilation}) says, aggregated exactly: compile
 * tasks per compiler and per method, the longest tasks, and every failed inlining decision summed
 * per call site and per reason. Lists are sorted most important first.
 *
 * @param jvmRelease the JVM release the log names, or empty
 * @param limits the inlining flags the JVM ran with
 * @param compilers totals per compiler, most tasks first
 * @param longestCompilations the longest compile tasks, longest first ({@link #TOP_TASKS} at most)
 * @param methods per-method totals, most compile time first
 * @param inlineFailuresByReason {@code <inline_fail>} decisions per reason, most first
 * @param inlineSuccessesByReason {@code <inline_success>} decisions per reason, most first
 * @param failedCallSites call sites that failed to inline, hottest first
 * @param threadLogsRead per-compiler-thread {@code hs_c*.log} files read because the JVM died
 *     before merging them
 * @param truncated true when the log ended early; {@code truncationNote} says where
 * @param truncationNote where and how the log was cut, or empty
 * @param rate compile tasks per second since JVM start; null in a summary written before it
 */
public record CompilationLog(
    String jvmRelease,
    InliningLimits limits,
    List<CompilerStats> compilers,
    List<CompileTask> longestCompilations,
    List<MethodCompileStats> methods,
    Map<String, Long> inlineFailuresByReason,
    Map<String, Long> inlineSuccessesByReason,
    List<FailedCallSite> failedCallSites,
    List<String> threadLogsRead,
    boolean truncated,
    String truncationNote,
    CompilationRate rate)
    implements Summarizable {

  /** How many of the longest compile tasks are kept. */
  public static final int TOP_TASKS = 50;

  private static final int SUMMARY_TOP = 20;

  public CompilationLog {
    compilers = List.copyOf(compilers);
    longestCompilations = List.copyOf(longestCompilations);
    methods = List.copyOf(methods);
    inlineFailuresByReason = SortedCounts.copyOf(inlineFailuresByReason);
    inlineSuccessesByReason = SortedCounts.copyOf(inlineSuccessesByReason);
    failedCallSites = List.copyOf(failedCallSites);
    threadLogsRead = List.copyOf(threadLogsRead);
  }

  public long taskCount() {
    return compilers.stream().mapToLong(CompilerStats::tasks).sum();
  }

  public long totalCompileMs() {
    return compilers.stream().mapToLong(CompilerStats::totalMs).sum();
  }

  public long inlineFailureCount() {
    return inlineFailuresByReason.values().stream().mapToLong(Long::longValue).sum();
  }

  /** The compact form for {@code summary.json}: totals and the top 20 of each list. */
  @Override
  public CompilationSummary summary() {
    return new CompilationSummary(
        jvmRelease,
        taskCount(),
        compilers.stream().mapToLong(CompilerStats::failedTasks).sum(),
        totalCompileMs(),
        compilers,
        limits.flags(),
        inlineFailureCount(),
        inlineFailuresByReason,
        top(failedCallSites),
        top(longestCompilations),
        top(methods),
        truncated,
        truncationNote,
        rate);
  }

  private static <T> List<T> top(List<T> list) {
    return list.subList(0, Math.min(SUMMARY_TOP, list.size()));
  }

  /** The compilation log's part of {@code summary.json}. */
  public record CompilationSummary(
      String jvmRelease,
      long tasks,
      long failedTasks,
      long totalCompileMs,
      List<CompilerStats> compilers,
      Map<String, Long> inliningFlags,
      long inlineFailures,
      Map<String, Long> inlineFailuresByReason,
      List<FailedCallSite> hottestFailedCallSites,
      List<CompileTask> longestCompilations,
      List<MethodCompileStats> mostCompileTimeMethods,
      boolean truncated,
      String truncationNote,
      CompilationRate rate) {

    public CompilationSummary {
      compilers = List.copyOf(compilers);
      inliningFlags = Collections.unmodifiableMap(new TreeMap<>(inliningFlags));
      inlineFailuresByReason = SortedCounts.copyOf(inlineFailuresByReason);
      hottestFailedCallSites = List.copyOf(hottestFailedCallSites);
      longestCompilations = List.copyOf(longestCompilations);
      mostCompileTimeMethods = List.copyOf(mostCompileTimeMethods);
    }
  }
}
