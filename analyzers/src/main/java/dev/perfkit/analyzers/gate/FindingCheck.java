package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.findings.Severity;

/**
 * The gate's judgement of one finding that the candidate has and the baseline has not, on the
 * application's code.
 *
 * @param key the finding's key, {@code ruleId:subject}
 * @param ruleId its rule
 * @param severity its severity in the candidate
 * @param summary its one-sentence summary in the candidate
 * @param verdict {@link Verdict#REGRESSION} when its rule or severity is in {@code fail-on-new},
 *     else {@link Verdict#PASS}
 * @param note why
 */
public record FindingCheck(
    String key, String ruleId, Severity severity, String summary, Verdict verdict, String note) {}
