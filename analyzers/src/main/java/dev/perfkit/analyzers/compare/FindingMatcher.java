package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.compare.FindingChanges.FindingRef;
import dev.perfkit.analyzers.compare.FindingChanges.Persisting;
import dev.perfkit.analyzers.findings.Finding;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Matches two runs' findings by key. */
final class FindingMatcher {

  private FindingMatcher() {}

  static FindingChanges match(List<Finding> baseline, List<Finding> candidate) {
    Map<String, Finding> before = byKey(baseline);
    Map<String, Finding> after = byKey(candidate);
    List<FindingRef> resolved = onlyIn(before, after);
    List<FindingRef> added = onlyIn(after, before);
    List<Persisting> persisting =
        after.values().stream()
            .filter(finding -> before.containsKey(finding.key()))
            .map(finding -> persisting(before.get(finding.key()), finding))
            .sorted(
                Comparator.comparingInt(Persisting::candidateScore)
                    .reversed()
                    .thenComparing(Persisting::key))
            .toList();
    return new FindingChanges(resolved, added, persisting);
  }

  /** The first finding of each key: a summary holds a key once, but a hand-edited one may not. */
  private static Map<String, Finding> byKey(List<Finding> findings) {
    Map<String, Finding> byKey = new LinkedHashMap<>();
    findings.forEach(finding -> byKey.putIfAbsent(finding.key(), finding));
    return byKey;
  }

  private static List<FindingRef> onlyIn(Map<String, Finding> side, Map<String, Finding> other) {
    return side.values().stream()
        .filter(finding -> !other.containsKey(finding.key()))
        .map(FindingRef::of)
        .sorted(
            Comparator.comparingInt(FindingRef::score).reversed().thenComparing(FindingRef::key))
        .toList();
  }

  private static Persisting persisting(Finding before, Finding after) {
    return new Persisting(
        after.key(),
        after.ruleId(),
        after.subject(),
        after.scope(),
        before.score(),
        after.score(),
        before.severity(),
        after.severity(),
        after.summary());
  }
}
