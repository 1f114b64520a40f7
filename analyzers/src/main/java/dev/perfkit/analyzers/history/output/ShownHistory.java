package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
import java.util.List;

/**
 * What {@code perfkit history show} shows: the series of one branch of one history.
 *
 * @param store the history, as messages name it (a file, or a URL without its parameters)
 * @param branch the branch shown
 * @param series each metric's series, oldest point first, in the catalog's order
 */
public record ShownHistory(String store, String branch, List<MetricSeries> series) {

  public ShownHistory {
    series = List.copyOf(series);
  }
}
