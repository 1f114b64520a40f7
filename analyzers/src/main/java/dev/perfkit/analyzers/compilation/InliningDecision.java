package dev.perfkit.analyzers.compilation;

/**
 * One {@code <inline_fail>} or {@code <inline_success>} as read, before aggregation.
 *
 * @param caller the method holding the call
 * @param callee the method called, or "(unknown)" when no {@code <call>} preceded the decision
 * @param calleeBytes the callee's bytecode size, 0 when unknown
 * @param count C2's profiled call count at the site, -1 when the log gives none (C1)
 * @param invocations the callee's invocation count, 0 when unknown
 * @param inlined true for {@code <inline_success>}
 * @param reason the decision's reason, unescaped
 * @param compiler the compiler deciding
 */
record InliningDecision(
    String caller,
    String callee,
    int calleeBytes,
    long count,
    long invocations,
    boolean inlined,
    String reason,
    String compiler) {}
