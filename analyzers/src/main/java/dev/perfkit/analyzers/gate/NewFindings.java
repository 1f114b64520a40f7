package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.findings.Scope;
import java.util.List;
import java.util.Set;

/**
 * Judges the findings the candidate added (as {@code compare} matches them by key): one on the
 * application's code whose rule or severity is in {@code fail-on-new} fails the gate; the JDK's
 * internals are not the change's to answer for.
 */
public final class NewFindings {

  private NewFindings() {}

  /** One check per added application finding, in the order given. */
  public static List<FindingCheck> judge(List<FindingRef> added, Set<String> failOnNew) {
    return added.stream()
        .filter(finding -> finding.scope() == Scope.APPLICATION)
        .map(finding -> judge(finding, failOnNew))
        .toList();
  }

  private static FindingCheck judge(FindingRef finding, Set<String> failOnNew) {
    boolean fails =
        failOnNew.contains(finding.ruleId()) || failOnNew.contains(finding.severity().name());
    return new FindingCheck(
        finding.key(),
        finding.ruleId(),
        finding.severity(),
        finding.summary(),
        fails ? Verdict.REGRESSION : Verdict.PASS,
        fails ? "new, and fail-on-new names it" : "new, not named by fail-on-new");
  }
}
