package dev.perfkit.analyzers.compilation;

import java.util.List;

/**
 * One call site the JIT declined to inline, for one reason, summed over every compilation that met
 * it (a caller compiled by C1 then C2, or inlined into several methods, meets it repeatedly).
 *
 * @param caller the method holding the call, {@code holder::name(descriptor)}; for a call inside an
 *     inlined body this is the inlined method, not the compiled root
 * @param callee the method not inlined
 * @param calleeBytes the callee's bytecode size
 * @param reason the JIT's reason, unescaped ("hot method too big", "callee is too large")
 * @param occurrences how many {@code <inline_fail>} decisions this site and reason got
 * @param maxCount the highest profiled call count C2 reported for the site, -1 when only C1 met it
 * @param maxInvocations the highest invocation count of the callee seen at the decisions
 * @param compilers the compilers that made the decisions, sorted
 */
public record FailedCallSite(
    String caller,
    String callee,
    int calleeBytes,
    String reason,
    long occurrences,
    long maxCount,
    long maxInvocations,
    List<String> compilers) {

  public FailedCallSite {
    compilers = List.copyOf(compilers);
  }

  /** How hot the site is: C2's call count when known, otherwise the callee's invocation count. */
  public long hotness() {
    return maxCount >= 0 ? maxCount : maxInvocations;
  }
}
