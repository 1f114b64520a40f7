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
 * Reads JMH result files ({@code -rf json}): per benchmark, its primary score and each secondary
 * metric ({@code -prof gc}'s), one sample per fork, the mean of the fork's measurement iterations
 * ({@code rawData} holds one list per fork). Iterations of one fork share its JVM's JIT decisions:
 * the forks, not the iterations, are the independent observations. Throughput modes are better
 * higher; average time, sample time and single shot better lower; {@code gc.*} metrics (allocation,
 * GC count and time) better lower.
 */
public final class JmhResults {

  private JmhResults() {}

  /**
   * The checks of {@code file}, in its order, each benchmark's primary score before its secondary
   * metrics.
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
    List<JmhBenchmark> checks = new ArrayList<>();
    for (int i = 0; i < tree.size(); i++) {
      checks.addAll(checks(file, i, tree.get(i)));
    }
    return checks;
  }

  /**
   * The checks of several result files of one side, each one's forks pooled over the files, in the
   * order the files first give them: JMH runs of two revisions interleaved in time weigh a
   * machine's drift on both sides alike. The notes say what the side's files ran differently and
   * which scores JMH itself found too uncertain ({@link JmhNotes}).
   *
   * @throws UnreadableEvidenceException when a file is unreadable, or gives a check in another unit
   *     than the side gave it before (in an earlier file, or earlier in the same one)
   * @throws JmhSetupMismatchException when files give a benchmark measured in another way
   */
  public static JmhSide read(List<Path> files) throws IOException {
    Map<String, JmhBenchmark> pooled = new LinkedHashMap<>();
    List<String> notes = new ArrayList<>();
    JmhNotes.Differences differences = new JmhNotes.Differences();
    for (Path file : files) {
      for (JmhBenchmark check : read(file)) {
        JmhNotes.largeError(file, check).ifPresent(notes::add);
        JmhBenchmark earlier = pooled.get(check.id());
        if (earlier != null && check.primary()) {
          differences.add(check.id(), earlier.setup().against(check.setup()));
        }
        pooled.put(check.id(), earlier == null ? check : pool(file, earlier, check));
      }
    }
    differences.refuseOrNote("files of one side", "an earlier file", "a later one", notes);
    return new JmhSide(List.copyOf(pooled.values()), notes);
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
    return earlier.withSamples(new Samples(a.id(), a.unit(), a.better(), values));
  }

  /** The benchmark's primary score and each of its secondary metrics. */
  private static List<JmhBenchmark> checks(Path file, int index, JsonNode node) {
    String name = node.path("benchmark").asText("");
    String mode = node.path("mode").asText("");
    JsonNode metric = node.path("primaryMetric");
    if (name.isEmpty() || mode.isEmpty()) {
      throw new UnreadableEvidenceException(
          file, "benchmark " + (index + 1) + " lacks benchmark, mode or primaryMetric");
    }
    String within = " [" + mode + "]" + params(node.path("params"));
    Better better = mode.equals("thrpt") ? Better.HIGHER : Better.LOWER;
    JmhSetup setup = JmhSetup.of(node);
    List<JmhBenchmark> checks = new ArrayList<>();
    checks.add(check(file, index, name, within, null, metric, better, setup));
    node.path("secondaryMetrics")
        .properties()
        .forEach(
            entry -> {
              String secondary = entry.getKey();
              Better direction =
                  secondary.replace("·", "").startsWith("gc.") ? Better.LOWER : better;
              checks.add(
                  check(file, index, name, within, secondary, entry.getValue(), direction, setup));
            });
    return checks;
  }

  private static JmhBenchmark check(
      Path file,
      int index,
      String name,
      String within,
      String secondary,
      JsonNode metric,
      Better better,
      JmhSetup setup) {
    String benchmark = secondary == null ? name : name + ":" + secondary;
    JsonNode raw = metric.path("rawData");
    if (!raw.isArray() || !metric.has("scoreUnit")) {
      throw new UnreadableEvidenceException(
          file, "benchmark " + (index + 1) + " (" + benchmark + ") lacks its scoreUnit or rawData");
    }
    String id = benchmark + within;
    Samples samples =
        new Samples(id, metric.get("scoreUnit").asText(), better, forkMeans(file, index, raw));
    return new JmhBenchmark(
        benchmark,
        id,
        secondary,
        samples,
        metric.path("score").asDouble(Double.NaN),
        metric.path("scoreError").asDouble(Double.NaN),
        setup);
  }

  /**
   * Each fork's mean score. JMH writes "NaN" for an iteration that failed, which is no score: the
   * file is refused rather than the fork's mean made of the rest.
   */
  private static double[] forkMeans(Path file, int index, JsonNode rawData) {
    List<Double> means = new ArrayList<>();
    for (JsonNode fork : rawData) {
      double sum = 0;
      for (JsonNode iteration : fork) {
        if (!iteration.isNumber()) {
          throw new UnreadableEvidenceException(
              file, "benchmark " + (index + 1) + ": rawData holds " + iteration + ", not a number");
        }
        sum += iteration.asDouble();
      }
      if (!fork.isEmpty()) {
        means.add(sum / fork.size());
      }
    }
    return means.stream().mapToDouble(Double::doubleValue).toArray();
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
