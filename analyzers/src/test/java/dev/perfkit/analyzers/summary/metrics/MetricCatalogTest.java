package dev.perfkit.analyzers.summary.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.gc.GcLogReader;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import dev.perfkit.analyzers.summary.InputSources;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.SummarySchema;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The metric catalog is the one place a metric is declared: main sources name no metric id outside
 * it, and docs/summary.md's table, docs/gate.md's default budgets and the metrics of
 * docs/summary.schema.json and docs/comparison.schema.json say what it says, so that a docs edit
 * that disagrees fails here.
 */
class MetricCatalogTest {

  private static final Path ROOT = Path.of("..");
  private static final Path CATALOG =
      Path.of("analyzers/src/main/java/dev/perfkit/analyzers/summary/metrics/MetricKind.java");

  @Test
  void noMainSourceNamesAMetricIdOutsideTheCatalog() throws IOException {
    List<String> strays = new ArrayList<>();
    for (Path file : mainSources()) {
      if (ROOT.relativize(file).equals(CATALOG)) {
        continue;
      }
      String text = Files.readString(file);
      for (MetricKind kind : MetricKind.values()) {
        // A per-method family's prefix is stray at the start of any literal ("cpu-share:" + name).
        String literal = "\"" + kind.id() + (kind.perMethod() ? "" : "\"");
        if (text.contains(literal)) {
          strays.add(ROOT.relativize(file) + ": " + literal);
        }
      }
    }
    assertEquals(List.of(), strays, "metric ids outside " + CATALOG + ": use MetricKind");
  }

  @Test
  void theDocsTableIsTheCatalog() throws IOException {
    List<List<String>> expected =
        Arrays.stream(MetricKind.values()).map(MetricCatalogTest::docsRow).toList();
    assertEquals(expected, DocsTables.rows("summary.md", "| id | label | unit | better |"));
  }

  @Test
  void theDocsSayHowEachCatalogMetricIsComputed() throws IOException {
    List<String> ids = Arrays.stream(MetricKind.values()).map(MetricCatalogTest::idCell).toList();
    List<String> documented =
        DocsTables.rows("summary.md", "| id | computed from |").stream()
            .map(row -> row.get(0))
            .toList();
    assertEquals(ids, documented);
  }

  @Test
  void theGateDocsListTheCatalogsDefaultBudgetsInItsOrder() throws IOException {
    List<List<String>> expected =
        MetricKind.gateDefaults().stream()
            .map(kind -> List.of(idCell(kind), kind.defaultBudget(), judged(kind)))
            .toList();
    List<List<String>> documented = DocsTables.rows("gate.md", "| metric | default budget |");
    assertEquals(expected, documented.subList(0, documented.size() - 1));
  }

  @Test
  void theSchemaAcceptsEachMetricOnlyWithTheCatalogsUnitAndDirection() throws IOException {
    assertSchemaIsTheCatalogs("summary.schema.json", "metric");
  }

  @Test
  void theComparisonSchemaAcceptsEachChangeOnlyWithTheCatalogsUnitAndDirection()
      throws IOException {
    assertSchemaIsTheCatalogs("comparison.schema.json", "metricChange");
  }

  private static void assertSchemaIsTheCatalogs(String file, String definition) throws IOException {
    JsonNode schema = Json.mapper().readTree(Path.of("..", "docs", file).toFile());
    JsonNode metric = schema.path("$defs").path(definition);
    assertEquals(MetricSchema.id(), metric.path("properties").path("id"), file);
    assertEquals(MetricSchema.unit(), metric.path("properties").path("unit"), file);
    assertEquals(MetricSchema.unitAndDirectionById(), metric.path("allOf"), file);
  }

  @Test
  void theSchemaRefusesAMetricWithAnotherUnitOrAnIdTheCatalogHasNot() {
    JsonNode summary = Json.mapper().valueToTree(SyntheticAnalysis.summary());
    assertEquals(List.of(), SummarySchema.problems(summary));
    JsonNode metrics = summary.path("metrics");
    ((com.fasterxml.jackson.databind.node.ObjectNode) metrics.get(0)).put("unit", "ms");
    assertFalse(SummarySchema.problems(summary).isEmpty(), "throughput in ms");
    ((com.fasterxml.jackson.databind.node.ObjectNode) metrics.get(0))
        .put("unit", "requests/s")
        .put("id", "thruput");
    assertFalse(SummarySchema.problems(summary).isEmpty(), "an id the catalog has not");
  }

  @Test
  void everyComputedMetricHasTheCatalogsUnitDirectionAndSpreadMethod() throws IOException {
    // The synthetic run has load, CPU time and profiles; the JDK 17 logs give GC and JIT, and its
    // recording's CPU samples the profilers' share (the synthetic profile is not split).
    List<Metric> computed = new ArrayList<>(SyntheticAnalysis.summary().metrics());
    computed.addAll(
        Analyzer.standard()
            .analyzeFiles(
                List.of(
                    Jdk17Files.path(Jdk17Files.COMPILATION_LOG),
                    Jdk17Files.path(Jdk17Files.G1_LOG),
                    Jdk17Files.path(Jdk17Files.RECORDING)))
            .toSummary("test", Instant.EPOCH)
            .metrics());
    computed.addAll(liveSetMetrics());
    Set<MetricKind> seen = EnumSet.noneOf(MetricKind.class);
    for (Metric metric : computed) {
      MetricKind kind = MetricKind.of(metric.id()).orElseThrow();
      assertEquals(kind.unit(), metric.unit(), metric.id());
      assertEquals(kind.better(), metric.better(), metric.id());
      assertEquals(kind.spread(), spreadMethodOf(metric), metric.id());
      seen.add(kind);
    }
    assertEquals(EnumSet.allOf(MetricKind.class), seen, "every catalog entry computed");
  }

  /** Live-set growth needs a GC log and a load together, which no other input here has. */
  private static List<Metric> liveSetMetrics() throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(Jdk17Files.path(Jdk17Files.G1_LOG), inputs);
    inputs.with(
        LoadInputs.LOAD_RESULTS,
        LoadResultsFixtures.withSeries(new long[] {1000, 1000}, new double[] {5, 5}, null));
    return new LiveSetMetrics().of(new MetricInputs(inputs, null, new InputSources(List.of())));
  }

  @Test
  void aPerMethodIdNeedsAMethodAfterItsPrefix() {
    assertEquals(MetricKind.CPU_SHARE, MetricKind.of("cpu-share:app.Codec.parse").orElseThrow());
    assertTrue(MetricKind.of("cpu-share:").isEmpty());
    assertTrue(MetricKind.of("cpu-shares").isEmpty());
    assertEquals(MetricKind.THROUGHPUT, MetricKind.of("throughput").orElseThrow());
  }

  @Test
  void theHeadlineAndTheDemoShowTheirMetricsInTheirOrder() {
    assertEquals(
        List.of(
            MetricKind.THROUGHPUT,
            MetricKind.LATENCY_P99,
            MetricKind.SUCCESS_RATE,
            MetricKind.ALLOC_BYTES_PER_REQUEST,
            MetricKind.CPU_TIME_PER_REQUEST,
            MetricKind.GC_PAUSE_SHARE),
        MetricKind.headline());
    assertEquals(
        List.of(
            MetricKind.ALLOC_BYTES_PER_REQUEST,
            MetricKind.SUCCESS_RATE,
            MetricKind.WARMUP_SUCCESS_RATE,
            MetricKind.TIME_TO_STEADY_STATE,
            MetricKind.JIT_COMPILE_TIME,
            MetricKind.CPU_TIME_PER_REQUEST,
            MetricKind.LATENCY_P99,
            MetricKind.THROUGHPUT),
        MetricKind.demo());
  }

  /** The method that gave a single run's metric its spread, read from the spread's words. */
  private static MetricKind.SpreadMethod spreadMethodOf(Metric metric) {
    Metric.Interval interval = metric.spread().interval();
    if (interval == null) {
      return metric.spread().reason().startsWith("fewer than 2")
          ? MetricKind.SpreadMethod.PER_SECOND
          : MetricKind.SpreadMethod.NONE;
    }
    if (interval.method().startsWith("Wilson")) {
      return MetricKind.SpreadMethod.WILSON;
    }
    return interval.method().endsWith("cut to 0-1")
        ? MetricKind.SpreadMethod.PER_SECOND_SHARE
        : MetricKind.SpreadMethod.PER_SECOND;
  }

  private static List<String> docsRow(MetricKind kind) {
    return List.of(
        idCell(kind),
        kind.label(),
        kind.unit().jsonName(),
        kind.better().jsonName(),
        kind.family().words(),
        kind.spread().words(),
        kind.defaultBudget() == null ? "-" : kind.defaultBudget(),
        judged(kind),
        place(kind.headlinePlace()),
        place(kind.demoPlace()));
  }

  private static String idCell(MetricKind kind) {
    return "`" + kind.id() + (kind.perMethod() ? "<method>" : "") + "`";
  }

  private static String judged(MetricKind kind) {
    return kind.loadDependent() ? "load-dependent family" : "alone";
  }

  private static String place(int place) {
    return place == 0 ? "-" : String.valueOf(place);
  }

  private static List<Path> mainSources() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path main :
          modules.map(m -> m.resolve("src/main/java")).filter(Files::isDirectory).toList()) {
        try (Stream<Path> walk = Files.walk(main)) {
          walk.filter(f -> f.toString().endsWith(".java")).forEach(files::add);
        }
      }
    }
    assertTrue(files.size() > 100, "main sources found: " + files.size());
    return files;
  }
}
