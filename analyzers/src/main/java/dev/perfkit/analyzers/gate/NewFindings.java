package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.stats.PValues;
import dev.perfkit.analyzers.stats.SignificanceRule;
import java.util.List;
import java.util.Set;

/**
 * Judges the findings the candidate added (as {@code compare} matches them by key): one on the
 * application's code whose rule or severity is in {@code fail-on-new} fails the gate; the JDK's
 * internals are not the change's to answer for.
 */
public final class NewFindings {

  private NewFindings() {}

  /**
   * One check per added application finding, in the order given.
   *
   * @param presence how many runs of each side had each finding, when both sides are repeated runs
   *     whose runs are known: a named finding then fails only when the candidate's runs had it
   *     significantly more often. Null otherwise: a named finding fails by its presence.
   */
  public static List<FindingCheck> judge(
      List<FindingRef> added, Set<String> failOnNew, FindingPresence presence) {
    return added.stream()
        .filter(finding -> finding.scope() == Scope.APPLICATION)
        .map(finding -> judge(finding, failOnNew, presence))
        .toList();
  }

  private static FindingCheck judge(
      FindingRef finding, Set<String> failOnNew, FindingPresence presence) {
    boolean named =
        failOnNew.contains(finding.ruleId()) || failOnNew.contains(finding.severity().name());
    if (!named) {
      return check(finding, Verdict.PASS, "new, not named by fail-on-new");
    }
    if (presence == null) {
      return check(finding, Verdict.REGRESSION, "new, and fail-on-new names it");
    }
    String seen = presence.seen(finding.key());
    if (!presence.judges()) {
      return check(
          finding,
          Verdict.INCONCLUSIVE,
          "new "
              + seen
              + ": too few runs to judge (Fisher's test cannot reach p < 0.05 with so few)");
    }
    double p = presence.pValue(finding.key());
    String test = "Fisher p = " + PValues.text(p);
    return p < SignificanceRule.ALONE_LEVEL
        ? check(
            finding,
            Verdict.REGRESSION,
            "new " + seen + " (" + test + "), and fail-on-new names it")
        : check(finding, Verdict.PASS, "new " + seen + ", not significant (" + test + ")");
  }

  private static FindingCheck check(FindingRef finding, Verdict verdict, String note) {
    return new FindingCheck(
        finding.key(), finding.ruleId(), finding.severity(), finding.summary(), verdict, note);
  }
}
