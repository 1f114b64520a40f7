package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.compare.MetricJudgements;
import dev.perfkit.analyzers.demo.BeforeAfter;
import dev.perfkit.analyzers.demo.FindingOutcome;
import dev.perfkit.analyzers.demo.MetricOutcome;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.ThreadType;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The demo's terminal text of synthetic outcomes, line for line. */
class DemoTextTest {

  private static final BeforeAfter STORY =
      new BeforeAfter(
          List.of(
              new FindingOutcome(
                  "request reader not inlined",
                  new FindingBuilder(
                          "inlining-failure",
                          "dev.perfkit.server.ConnectionInput.next ->"
                              + " dev.perfkit.server.LegacyRequestReader.read",
                          100)
                      .summary(
                          "dev.perfkit.server.LegacyRequestReader.read (1,469 bytes of bytecode)"
                              + " is not inlined into dev.perfkit.server.ConnectionInput.next at a"
                              + " call site called 196,128 times: hot method too big"
                              + " (FreqInlineSize=325).")
                      .evidence(List.of()),
                  null),
              new FindingOutcome(
                  "per-request buffer allocation",
                  new FindingBuilder(
                          "hot-allocation-site",
                          "dev.perfkit.server.FreshRequestBuffers.allocateRequestBuffer (byte[])",
                          86)
                      .evidence(
                          List.of(
                              Evidence.of(
                                  "share of allocated bytes (JFR)", Quantity.fraction(0.46)))),
                  null),
              new FindingOutcome(
                  "request reader's compilation",
                  new FindingBuilder(
                          "long-compilation", "dev.perfkit.server.LegacyRequestReader.read", 65)
                      .summary(
                          "C2 took 1,193 ms to compile dev.perfkit.server.LegacyRequestReader.read"
                              + " (1,469 bytes of bytecode, on-stack replacement of a loop).")
                      .evidence(
                          List.of(
                              Evidence.of("compile time", Quantity.millis(1193)),
                              Evidence.of("compilations of the method", Quantity.count(5)),
                              Evidence.of("total compile time", Quantity.millis(3814)))),
                  null)),
          outcomes(
              List.of(
                  MetricKind.ALLOC_BYTES_PER_REQUEST,
                  perRun(
                      Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 36_000, 37_000, 35_000, 38_000),
                  perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 1_500, 1_700, 1_300, 2_100)),
              List.of(
                  MetricKind.SUCCESS_RATE,
                  perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.80, 0.85, 0.90, 0.95),
                  perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.96, 0.97, 0.98, 0.99)),
              List.of(
                  MetricKind.LATENCY_P99,
                  perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 1, 3, 5, 7),
                  perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 2, 4, 6, 8)),
              List.of(MetricKind.TIME_TO_STEADY_STATE)));

  /**
   * Each {@code [kind, before, after]} judged together, as the demo judges two sets' metrics:
   * allocation per request alone, the success rate and p99 as a family of two.
   */
  private static List<MetricOutcome> outcomes(List<?>... rows) {
    List<Metric> before = new ArrayList<>();
    List<Metric> after = new ArrayList<>();
    for (List<?> row : rows) {
      if (row.size() == 3) {
        String id = ((MetricKind) row.get(0)).id();
        before.add(withId(id, (Metric) row.get(1)));
        after.add(withId(id, (Metric) row.get(2)));
      }
    }
    Map<String, Judgement> judged = MetricJudgements.of(before, after);
    List<MetricOutcome> outcomes = new ArrayList<>();
    for (List<?> row : rows) {
      MetricKind kind = (MetricKind) row.get(0);
      Metric b = row.size() == 3 ? withId(kind.id(), (Metric) row.get(1)) : null;
      Metric a = row.size() == 3 ? withId(kind.id(), (Metric) row.get(2)) : null;
      outcomes.add(MetricOutcome.of(kind, b, a, judged.get(kind.id())));
    }
    return outcomes;
  }

  private static Metric withId(String id, Metric metric) {
    return new Metric(
        id, metric.value(), metric.unit(), metric.better(), metric.spread(), metric.source());
  }

  @Test
  void theStoryOfOneConfiguration() {
    StringWriter text = new StringWriter();
    new DemoText(new PrintWriter(text, true)).print(STORY, 4);
    assertEquals(
        """
          The planted bottlenecks and the reader's cold cost (findings of the legacy and optimized runs):
            request reader not inlined      legacy: hot method too big (FreqInlineSize=325) (score 100)
                                            optimized: no such finding
            per-request buffer allocation   legacy: 46% of allocated bytes (score 86)
                                            optimized: no such finding
            request reader's compilation    legacy: 3,814 ms over 5 compilations (score 65)
                                            optimized: no such finding
          The metrics (4 runs a side; under each, its significance as the gate judges it, docs/gate.md):
            metric                   legacy             optimized          change
            allocation per request   35.6 KiB           1.6 KiB            -95.5%
              yes, better, shift -34.0 KiB; p=0.029 (exact) < 0.05, 4 and 4 runs
            success rate             88%                98%                +10.0 pp
              inconclusive (needs 6 runs); 4 and 4 runs allow p >= 0.029, times 2 (Holm) 0.057, not below
                0.01
            latency p99              4.0 ms             5.0 ms             +25.0%
              inconclusive (needs 6 runs); 4 and 4 runs allow p >= 0.029, times 2 (Holm) 0.057, not below
                0.01
            time to steady state     -                  -                  -
              not measured on both sides
        """,
        text.toString());
  }

  @Test
  void theStudysTable() {
    StringWriter text = new StringWriter();
    DemoPair.Result result =
        new DemoPair.Result(
            new DemoConfig(ExecutionMode.HYBRID, ThreadType.PLATFORM),
            null,
            null,
            STORY,
            Path.of("a"),
            Path.of("b"),
            Path.of("c"),
            Path.of("d"));
    SuccessRateTable.print(List.of(result), new PrintWriter(text, true));
    assertEquals(
        """

        Success rate under the cold-start load, legacy -> optimized (mean of the runs;
        significant: as compare and the gate judge it):
          configuration                  initial    improved   change     significant
          hybrid + platform threads      88%        98%        +10.0 pp   inconclusive (needs 6 runs)
        """,
        text.toString());
  }

  private static Metric perRun(Unit unit, Metric.Better better, double... values) {
    List<Double> runs = Arrays.stream(values).boxed().toList();
    double mean = runs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    return new Metric(
        "synthetic",
        mean,
        unit,
        better,
        new Metric.Spread(values.length, null, null, runs),
        "test");
  }
}
