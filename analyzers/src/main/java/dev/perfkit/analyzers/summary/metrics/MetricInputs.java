package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.InputSources;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What a metric family computes from: the analysis's inputs, the run's run.json (null for loose
 * files) and the file each input came from.
 */
public record MetricInputs(AnalysisInputs inputs, RunRecord run, InputSources sources) {

  /** The load's results, when load ran. */
  public Optional<LoadResults> load() {
    return inputs.get(LoadInputs.LOAD_RESULTS);
  }

  /** Every request the load sent, warm-up included: what the whole recording's work served. */
  public Optional<Long> requestsSent() {
    return requests(second -> true);
  }

  /**
   * The requests of the load's measured window ({@link MeasuredWindow}): those of its seconds from
   * the first measured one on, what a profile cut to that window served.
   */
  public Optional<Long> requestsMeasured() {
    return requests(LoadResults.SecondSample::measured);
  }

  private Optional<Long> requests(Predicate<LoadResults.SecondSample> counted) {
    return load()
        .map(
            results ->
                results.perSecond().stream().filter(counted).mapToLong(s -> s.requests()).sum())
        .filter(requests -> requests > 0);
  }
}
