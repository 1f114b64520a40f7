package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;

/**
 * How a run's load was driven, as far as it decides what the load-dependent metrics measure: the
 * model (an open arrival rate or closed connections), the connections and the request timeout.
 * Throughput under 16 closed connections and under an arrival rate of 6,000 requests/s measure the
 * load driver as much as the server, so two runs of different models cannot compare them.
 *
 * @param model {@code open, 6,000 requests/s} or {@code closed}
 * @param connections the connections as text
 * @param timeout the request timeout as text, or null when the run did not record it
 */
record LoadSetup(String model, String connections, String timeout) {

  /** The load setup of {@code summary}, or null when it drove no load. */
  static LoadSetup of(RunSummary summary) {
    Sections sections = summary.sections();
    if (sections == null || sections.load() == null || sections.load().results() == null) {
      return null;
    }
    LoadResults results = sections.load().results();
    String model =
        "open".equals(results.model())
            ? "open, " + Numbers.rate(results.ratePerSecond()) + " requests/s"
            : results.model();
    return new LoadSetup(
        model,
        String.valueOf(results.connections()),
        results.timeoutMs() == null ? null : Numbers.count(results.timeoutMs()) + " ms");
  }

  /**
   * Why the load-dependent metrics of the two runs cannot be compared, or null when they can: their
   * load models differ (a run with no load has none of those metrics to compare).
   */
  static String whyNotComparable(LoadSetup baseline, LoadSetup candidate) {
    if (baseline == null || candidate == null || baseline.model().equals(candidate.model())) {
      return null;
    }
    return "not comparable: the runs ran under different load models ("
        + baseline.model()
        + " against "
        + candidate.model()
        + "), so a load-dependent metric measures the load as much as the target";
  }
}
