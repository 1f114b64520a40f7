package dev.perfkit.analyzers.findings;

import java.util.Comparator;
import java.util.List;

/**
 * The order findings are shown in: the application's own code first, highest score first, then the
 * JDK's internals. A JDK finding that scores a warning (a large share of the run) ranks with the
 * application's, since it is what the run spent its time on whoever wrote the code.
 */
public final class FindingRanking {

  /** A JDK-internal finding scoring this much ranks with the application's and is never hidden. */
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
            Comparator.comparing(FindingRanking::minorInternal)
                .thenComparing(Comparator.comparingInt(Finding::score).reversed()))
        .toList();
  }
}
