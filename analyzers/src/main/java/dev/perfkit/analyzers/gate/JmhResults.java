package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.summary.Metric.Better;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Reads a JMH result file ({@code -rf json}): per benchmark, the raw score of every measurement
 * iteration of every fork ({@code primaryMetric.rawData}) as independent samples. Throughput modes
 * are better higher; average time, sample time and single shot better lower.
 */
public final class JmhResults {

  private JmhResults() {}

  /**
   * The benchmarks of {@code file}, in its order.
   *
   * @throws UnreadableEvidenceException in one line naming the file and the benchmark
   */
  public static List<JmhBenchmark> read(Path file) throws IOException {
    JsonNode tree;
    try {
      tree = Json.mapper().readTree(file.toFile());
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(file, "not JSON, so not a JMH result file");
    }
    if (tree == null || !tree.isArray()) {
      throw new UnreadableEvidenceException(
          file, "not a JMH result file (expected the JSON array of -rf json)");
    }
    if (tree.isEmpty()) {
      throw new UnreadableEvidenceException(file, "a JMH result file with no benchmark in it");
    }
    List<JmhBenchmark> benchmarks = new ArrayList<>();
    for (int i = 0; i < tree.size(); i++) {
      benchmarks.add(benchmark(file, i, tree.get(i)));
    }
    return benchmarks;
  }

  private static JmhBenchmark benchmark(Path file, int index, JsonNode node) {
    String name = node.path("benchmark").asText("");
    String mode = node.path("mode").asText("");
    JsonNode metric = node.path("primaryMetric");
    JsonNode raw = metric.path("rawData");
    if (name.isEmpty() || mode.isEmpty() || !raw.isArray() || !metric.has("scoreUnit")) {
      throw new UnreadableEvidenceException(
          file,
          "benchmark "
              + (index + 1)
              + " lacks benchmark, mode, primaryMetric.scoreUnit or primaryMetric.rawData");
    }
    String id = name + " [" + mode + "]" + params(node.path("params"));
    Better better = mode.equals("thrpt") ? Better.HIGHER : Better.LOWER;
    Samples samples =
        new Samples(id, metric.get("scoreUnit").asText(), better, scores(file, index, raw));
    return new JmhBenchmark(name, id, samples);
  }

  /** Every iteration's score; JMH writes "NaN" for an iteration that failed, which is no score. */
  private static double[] scores(Path file, int index, JsonNode rawData) {
    List<Double> scores = new ArrayList<>();
    for (JsonNode fork : rawData) {
      for (JsonNode iteration : fork) {
        if (!iteration.isNumber()) {
          throw new UnreadableEvidenceException(
              file, "benchmark " + (index + 1) + ": rawData holds " + iteration + ", not a number");
        }
        scores.add(iteration.asDouble());
      }
    }
    return scores.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static String params(JsonNode params) {
    if (!params.isObject() || params.isEmpty()) {
      return "";
    }
    StringJoiner joined = new StringJoiner(", ", " (", ")");
    params
        .properties()
        .forEach(entry -> joined.add(entry.getKey() + "=" + entry.getValue().asText()));
    return joined.toString();
  }
}
