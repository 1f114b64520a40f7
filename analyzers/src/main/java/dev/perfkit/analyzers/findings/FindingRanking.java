package dev.perfkit.analyzers.findings;

import java.util.Comparator;
import java.util.List;

/**
 * The order findings are shown in: the application's own code first, then libraries', then the
 * JDK's internals, each highest score first. A library the user cannot change ranks below the code
 * they can, however high it scores; its findings stay visible, grouped. Minor JDK findings are
 * hidden unless asked for.
 */
public final class FindingRanking {

  /** A JDK-internal finding scoring this much is never hidden. */
  public static final int PROMINENT_SCORE = 75;

  private FindingRanking() {}

  /** Whether the terminal hides the finding unless asked for all: a minor JDK-internal one. */
  public static boolean minorInternal(Finding finding) {
    return finding.scope() == Scope.JDK && finding.score() < PROMINENT_SCORE;
  }

  /** The findings in ranking order; ties keep their order (the catalog's rule order). */
  public static List<Finding> rank(List<Finding> findings) {
    return findings.stream()
        .sorted(
            Comparator.comparing(Finding::scope)
                .thenComparing(Comparator.comparingInt(Finding::score).reversed()))
        .toList();
  }
}
