package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.demo.BeforeAfter;
import dev.perfkit.analyzers.demo.FindingOutcome;
import dev.perfkit.analyzers.demo.MetricOutcome;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.ThreadType;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
                  null)),
          List.of(
              MetricOutcome.of(
                  "alloc-bytes-per-request",
                  "allocation per request",
                  perRun(
                      Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 36_000, 37_000, 35_000, 38_000),
                  perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 1_500, 1_700, 1_300, 2_100)),
              MetricOutcome.of(
                  "success-rate",
                  "success rate",
                  perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.80, 0.85, 0.90, 0.95),
                  perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.96, 0.97, 0.98, 0.99)),
              MetricOutcome.of(
                  "latency-p99",
                  "latency p99",
                  perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 1, 3, 5, 7),
                  perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 2, 4, 6, 8)),
              MetricOutcome.of("time-to-steady-state", "time to steady state", null, null)));

  @Test
  void theStoryOfOneConfiguration() {
    StringWriter text = new StringWriter();
    new DemoText(new PrintWriter(text, true)).print(STORY, 4);
    assertEquals(
        """
          The planted bottlenecks (findings of the legacy and optimized runs):
            request reader not inlined      legacy: hot method too big (FreqInlineSize=325) (score 100)
                                            optimized: no such finding
            per-request buffer allocation   legacy: 46% of allocated bytes (score 86)
                                            optimized: no such finding
          The metrics (mean of 4 runs a side; significant: exact Mann-Whitney test over the per-run values, p < 0.05):
            metric                   legacy             optimized          change     significant
            allocation per request   35.6 KiB           1.6 KiB            -95.5%     yes, better, p=0.029, shift -34.0 KiB
            success rate             88%                98%                +10.0 pp   yes, better, p=0.029, shift +10.0 pp
            latency p99              4.0 ms             5.0 ms             +25.0%     no, p=0.686 (within the noise)
            time to steady state     -                  -                  -          not measured on both sides
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

        Success rate under the cold-start load, legacy -> optimized (mean of the runs; significant: p < 0.05):
          configuration                  initial    improved   change     significant
          blocking + platform threads    88%        98%        +10.0 pp   yes, better, p=0.029, shift +10.0 pp
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
