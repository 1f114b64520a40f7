package dev.perfkit.analyzers.compilation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Sums what the parser reads into exact totals as it goes, so memory grows with the number of
 * distinct methods and call sites, never with the size of the log. Aggregators of parts of a log
 * merge into the same totals in any order: every list is sorted by a total order at the end.
 */
final class CompilationAggregator {

  private static final Comparator<CompileTask> BY_DURATION =
      Comparator.comparingLong(CompileTask::durationMs)
          .thenComparing(Comparator.comparingInt(CompileTask::compileId).reversed())
          .thenComparingDouble(CompileTask::startSeconds)
          .thenComparing(CompileTask::method)
          .thenComparing(CompileTask::compiler);

  private record SiteKey(String caller, String callee, String reason) {}

  private final Map<String, CompilerTally> compilers = new HashMap<>();
  private final Map<String, MethodTally> methods = new HashMap<>();
  private final PriorityQueue<CompileTask> longest = new PriorityQueue<>(BY_DURATION);
  private final Map<String, Long> failuresByReason = new HashMap<>();
  private final Map<String, Long> successesByReason = new HashMap<>();
  private final Map<SiteKey, CallSiteTally> failedSites = new HashMap<>();
  private final CompilationRate.Builder rate = new CompilationRate.Builder();
  private InliningLimits limits;
  private String jvmRelease;

  void jvmRelease(String release) {
    jvmRelease = release.strip();
  }

  void jvmStart(long epochMs) {
    rate.jvmStart(epochMs);
  }

  void commandLine(String args) {
    limits = InliningLimits.fromCommandLine(args);
  }

  void task(CompileTask task) {
    compilers.computeIfAbsent(task.compiler(), CompilerTally::new).add(task);
    methods.computeIfAbsent(task.method(), MethodTally::new).add(task);
    rate.add(task.startSeconds());
    keepIfLong(task);
  }

  private void keepIfLong(CompileTask task) {
    longest.add(task);
    if (longest.size() > CompilationLog.TOP_TASKS) {
      longest.poll();
    }
  }

  void inlined(String reason) {
    successesByReason.merge(reason, 1L, Long::sum);
  }

  void decision(InliningDecision decision) {
    if (decision.inlined()) {
      inlined(decision.reason());
      return;
    }
    failuresByReason.merge(decision.reason(), 1L, Long::sum);
    SiteKey key = new SiteKey(decision.caller(), decision.callee(), decision.reason());
    failedSites.computeIfAbsent(key, k -> new CallSiteTally(decision)).add(decision);
  }

  /** Adds the totals of another part of the same log. */
  void merge(CompilationAggregator other) {
    other.compilers.forEach((name, tally) -> compilers.merge(name, tally, CompilerTally::merge));
    other.methods.forEach((name, tally) -> methods.merge(name, tally, MethodTally::merge));
    other.longest.forEach(this::keepIfLong);
    rate.merge(other.rate);
    other.failuresByReason.forEach((reason, n) -> failuresByReason.merge(reason, n, Long::sum));
    other.successesByReason.forEach((reason, n) -> successesByReason.merge(reason, n, Long::sum));
    other.failedSites.forEach((key, tally) -> failedSites.merge(key, tally, CallSiteTally::merge));
    limits = limits == null ? other.limits : limits;
    jvmRelease = jvmRelease == null ? other.jvmRelease : jvmRelease;
  }

  /** The log's totals; a non-empty {@code cutNote} says where it was cut short. */
  CompilationLog build(List<String> threadLogsRead, String cutNote) {
    return new CompilationLog(
        jvmRelease == null ? "" : jvmRelease,
        limits == null ? InliningLimits.defaults() : limits,
        compilers.values().stream()
            .map(CompilerTally::toStats)
            .sorted(
                Comparator.comparingLong(CompilerStats::tasks)
                    .reversed()
                    .thenComparing(CompilerStats::compiler))
            .toList(),
        longest.stream().sorted(BY_DURATION.reversed()).toList(),
        methods.values().stream()
            .map(MethodTally::toStats)
            .sorted(
                Comparator.comparingLong(MethodCompileStats::totalMs)
                    .reversed()
                    .thenComparing(MethodCompileStats::method))
            .toList(),
        failuresByReason,
        successesByReason,
        sortedSites(),
        new ArrayList<>(threadLogsRead),
        !cutNote.isEmpty(),
        cutNote,
        rate.build());
  }

  private List<FailedCallSite> sortedSites() {
    return failedSites.values().stream()
        .map(CallSiteTally::toCallSite)
        .sorted(
            Comparator.comparingLong(FailedCallSite::hotness)
                .thenComparingLong(FailedCallSite::occurrences)
                .reversed()
                .thenComparing(FailedCallSite::caller)
                .thenComparing(FailedCallSite::callee)
                .thenComparing(FailedCallSite::reason))
        .toList();
  }
}
