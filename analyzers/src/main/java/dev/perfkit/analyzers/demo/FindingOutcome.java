package dev.perfkit.analyzers.demo;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.model.Quantity;
import java.util.List;
import java.util.function.Predicate;

/**
 * One of the legacy server's planted bottlenecks (or the cost one of them brings), as the findings
 * of the runs before and after its fix show it: present before, gone after, is the fix working.
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
    Quantity share = quantity(finding, "share of allocated bytes");
    return share == null ? null : share.value();
  }

  /**
   * A long compilation's method's compile time over all its compilations, with their count ("3,814
   * ms over 5 compilations"), or null when the finding has no such evidence.
   */
  public static String compileTimeText(Finding finding) {
    Quantity total = quantity(finding, "total compile time");
    Quantity compilations = quantity(finding, "compilations of the method");
    if (total == null || compilations == null) {
      return null;
    }
    return total.text() + " over " + compilations.text() + " compilations";
  }

  /** The quantity of the finding's first evidence whose label starts with {@code label}. */
  private static Quantity quantity(Finding finding, String label) {
    if (finding == null) {
      return null;
    }
    return finding.evidence().stream()
        .filter(e -> e.label().startsWith(label) && e.quantity() != null)
        .map(Evidence::quantity)
        .findFirst()
        .orElse(null);
  }

  private static Finding first(List<Finding> findings, Predicate<Finding> matches) {
    return findings.stream().filter(matches).findFirst().orElse(null);
  }
}
