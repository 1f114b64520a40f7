package dev.perfkit.analyzers.demo;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.model.Quantity;
import java.util.List;
import java.util.function.Predicate;

/**
 * One of the legacy server's planted bottlenecks, as the findings of the runs before and after its
 * fix show it: present before, gone after, is the fix working.
 *
 * @param label what the bottleneck is, for people
 * @param before the baseline's finding, or null when it has none
 * @param after the candidate's finding, or null when it has none
 */
public record FindingOutcome(String label, Finding before, Finding after) {

  /** The first finding of each side that {@code matches}. */
  static FindingOutcome of(
      String label, Predicate<Finding> matches, List<Finding> before, List<Finding> after) {
    return new FindingOutcome(label, first(before, matches), first(after, matches));
  }

  /** Found before and not after. */
  public boolean fixed() {
    return before != null && after == null;
  }

  /**
   * The finding's share of allocated bytes (0-1) from its evidence, or null when it has none (the
   * site did not rank, or the finding is not an allocation site).
   */
  public static Double allocationShare(Finding finding) {
    if (finding == null) {
      return null;
    }
    return finding.evidence().stream()
        .filter(e -> e.label().startsWith("share of allocated bytes") && e.quantity() != null)
        .map(Evidence::quantity)
        .map(Quantity::value)
        .findFirst()
        .orElse(null);
  }

  private static Finding first(List<Finding> findings, Predicate<Finding> matches) {
    return findings.stream().filter(matches).findFirst().orElse(null);
  }
}
