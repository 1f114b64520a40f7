package dev.perfkit.analyzers.compilation;

import java.util.TreeSet;

/** The running sums behind one {@link FailedCallSite}. */
final class CallSiteTally {

  private final InliningDecision first;
  private long occurrences;
  private long maxCount = -1;
  private long maxInvocations;
  private int calleeBytes;
  private final TreeSet<String> compilers = new TreeSet<>();

  CallSiteTally(InliningDecision first) {
    this.first = first;
  }

  void add(InliningDecision decision) {
    occurrences++;
    maxCount = Math.max(maxCount, decision.count());
    maxInvocations = Math.max(maxInvocations, decision.invocations());
    calleeBytes = Math.max(calleeBytes, decision.calleeBytes());
    compilers.add(decision.compiler());
  }

  CallSiteTally merge(CallSiteTally other) {
    occurrences += other.occurrences;
    maxCount = Math.max(maxCount, other.maxCount);
    maxInvocations = Math.max(maxInvocations, other.maxInvocations);
    calleeBytes = Math.max(calleeBytes, other.calleeBytes);
    compilers.addAll(other.compilers);
    return this;
  }

  FailedCallSite toCallSite() {
    return new FailedCallSite(
        first.caller(),
        first.callee(),
        calleeBytes,
        first.reason(),
        occurrences,
        maxCount,
        maxInvocations,
        compilers.stream().toList());
  }
}
