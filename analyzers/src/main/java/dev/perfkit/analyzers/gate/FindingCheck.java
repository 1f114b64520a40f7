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
 * @param verdict {@link Verdict#PASS} when its rule and severity are not in {@code fail-on-new};
 *     when one is, {@link Verdict#REGRESSION}, except over repeated runs a side, where it is a
 *     regression only when the candidate's runs had it significantly more often ({@link
 *     FindingPresence}), {@link Verdict#PASS} when not, and {@link Verdict#INCONCLUSIVE} when there
 *     are too few runs to tell
 * @param note why
 */
public record FindingCheck(
    String key, String ruleId, Severity severity, String summary, Verdict verdict, String note) {}
