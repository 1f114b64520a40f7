package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.summary.Metric.Better;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

  /**
   * The benchmarks of several result files of one side, each benchmark's iterations pooled over the
   * files, in the order the files first give them: JMH runs of two revisions interleaved in time
   * weigh a machine's drift on both sides alike.
   *
   * @throws UnreadableEvidenceException when a file is unreadable, or gives a benchmark in another
   *     unit than the side gave it before (in an earlier file, or earlier in the same one)
   */
  public static List<JmhBenchmark> read(List<Path> files) throws IOException {
    Map<String, JmhBenchmark> pooled = new LinkedHashMap<>();
    for (Path file : files) {
      for (JmhBenchmark benchmark : read(file)) {
        JmhBenchmark earlier = pooled.get(benchmark.id());
        pooled.put(benchmark.id(), earlier == null ? benchmark : pool(file, earlier, benchmark));
      }
    }
    return List.copyOf(pooled.values());
  }

  private static JmhBenchmark pool(Path file, JmhBenchmark earlier, JmhBenchmark more) {
    Samples a = earlier.samples();
    Samples b = more.samples();
    if (!a.unit().equals(b.unit())) {
      throw new UnreadableEvidenceException(
          file,
          more.id()
              + " is in "
              + b.unit()
              + " here, in "
              + a.unit()
              + " where its side gave it before: it cannot be pooled");
    }
    double[] values = new double[a.size() + b.size()];
    System.arraycopy(a.values(), 0, values, 0, a.size());
    System.arraycopy(b.values(), 0, values, a.size(), b.size());
    return new JmhBenchmark(
        earlier.benchmark(), earlier.id(), new Samples(a.id(), a.unit(), a.better(), values));
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
