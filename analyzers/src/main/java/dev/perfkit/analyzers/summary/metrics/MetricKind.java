package dev.perfkit.analyzers.summary.metrics;

import static dev.perfkit.analyzers.model.Unit.BYTES_PER_REQUEST;
import static dev.perfkit.analyzers.model.Unit.BYTES_PER_SECOND;
import static dev.perfkit.analyzers.model.Unit.COUNT;
import static dev.perfkit.analyzers.model.Unit.FRACTION;
import static dev.perfkit.analyzers.model.Unit.MILLISECONDS;
import static dev.perfkit.analyzers.model.Unit.MILLISECONDS_PER_REQUEST;
import static dev.perfkit.analyzers.model.Unit.REQUESTS_PER_SECOND;
import static dev.perfkit.analyzers.model.Unit.SECONDS;
import static dev.perfkit.analyzers.summary.Metric.Better.HIGHER;
import static dev.perfkit.analyzers.summary.Metric.Better.LOWER;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.ALLOCATION;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.CPU;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.GC;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.JIT;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.LOAD;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.Family.METHODS;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.SpreadMethod.NONE;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.SpreadMethod.PER_SECOND;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.SpreadMethod.PER_SECOND_SHARE;
import static dev.perfkit.analyzers.summary.metrics.MetricKind.SpreadMethod.WILSON;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * The metric catalog: every metric perfkit computes, declared once, in the order summary.json,
 * compare and the docs list them. Everything else that names a metric (the gate's budgets and
 * families, compare's order, the terminal headline, the demo, docs/summary.md's table and
 * docs/summary.schema.json) reads it from here, so that adding a metric is one entry here plus its
 * computation in this package ({@code MetricCatalogTest} holds the docs and main sources to it).
 */
public enum MetricKind {
  THROUGHPUT(
      "throughput",
      "throughput",
      REQUESTS_PER_SECOND,
      HIGHER,
      LOAD,
      PER_SECOND,
      Gate.inLoadFamily("5%"),
      Place.at(1, 8)),
  SUCCESS_RATE(
      "success-rate",
      "success rate",
      FRACTION,
      HIGHER,
      LOAD,
      PER_SECOND_SHARE,
      Gate.inLoadFamily("0.1pp"),
      Place.at(3, 2)),
  /** The success rate of the load's first seconds, the cold start the server study measured. */
  WARMUP_SUCCESS_RATE(
      "warmup-success-rate",
      "warm-up success rate",
      FRACTION,
      HIGHER,
      LOAD,
      NONE,
      Gate.inLoadFamily(null),
      Place.at(0, 3)),
  LATENCY_P50(
      "latency-p50",
      "latency p50",
      MILLISECONDS,
      LOWER,
      LOAD,
      PER_SECOND,
      Gate.inLoadFamily("10%"),
      Place.NOWHERE),
  LATENCY_P90(
      "latency-p90",
      "latency p90",
      MILLISECONDS,
      LOWER,
      LOAD,
      NONE,
      Gate.inLoadFamily(null),
      Place.NOWHERE),
  LATENCY_P99(
      "latency-p99",
      "latency p99",
      MILLISECONDS,
      LOWER,
      LOAD,
      PER_SECOND,
      Gate.inLoadFamily("10%"),
      Place.at(2, 7)),
  LATENCY_MAX(
      "latency-max",
      "latency max",
      MILLISECONDS,
      LOWER,
      LOAD,
      NONE,
      Gate.inLoadFamily("25%"),
      Place.NOWHERE),
  CPU_TIME_PER_REQUEST(
      "cpu-time-per-request",
      "CPU time per request",
      MILLISECONDS_PER_REQUEST,
      LOWER,
      CPU,
      NONE,
      Gate.alone("5%"),
      Place.at(5, 6)),
  ALLOC_BYTES_PER_REQUEST(
      "alloc-bytes-per-request",
      "allocation per request",
      BYTES_PER_REQUEST,
      LOWER,
      ALLOCATION,
      NONE,
      Gate.alone("5%"),
      Place.at(4, 1)),
  ALLOC_RATE(
      "alloc-rate",
      "allocation rate",
      BYTES_PER_SECOND,
      LOWER,
      ALLOCATION,
      NONE,
      Gate.inLoadFamily("10%"),
      Place.NOWHERE),
  GC_PAUSE_SHARE(
      "gc-pause-share",
      "GC pause share",
      FRACTION,
      LOWER,
      GC,
      NONE,
      Gate.inLoadFamily("0.5pp"),
      Place.at(6, 0)),
  GC_PAUSE_MAX(
      "gc-pause-max",
      "longest GC pause",
      MILLISECONDS,
      LOWER,
      GC,
      NONE,
      Gate.inLoadFamily("25%"),
      Place.NOWHERE),
  GC_PAUSE_COUNT(
      "gc-pause-count",
      "GC pauses",
      COUNT,
      LOWER,
      GC,
      NONE,
      Gate.inLoadFamily(null),
      Place.NOWHERE),
  /**
   * Judged alone, by default: bytes kept per request are the code's, not the machine's load, and 4
   * runs a side reach p = 0.029 alone where the Holm-corrected family needs 7. An absolute budget,
   * as its baseline is about 0: a share of nothing would fail any change.
   */
  LIVE_SET_GROWTH(
      "live-set-growth",
      "live-set growth",
      BYTES_PER_REQUEST,
      LOWER,
      GC,
      NONE,
      Gate.alone("1 KiB"),
      Place.NOWHERE),
  TIME_TO_STEADY_STATE(
      "time-to-steady-state",
      "time to steady state",
      SECONDS,
      LOWER,
      LOAD,
      NONE,
      Gate.inLoadFamily("2 s"),
      Place.at(0, 4)),
  JIT_COMPILE_TIME(
      "jit-compile-time",
      "JIT compile time",
      MILLISECONDS,
      LOWER,
      JIT,
      NONE,
      Gate.inLoadFamily(null),
      Place.at(0, 5)),
  /** One per hot method: the id is this prefix and the method, {@code cpu-share:pkg.C.m}. */
  CPU_SHARE(
      "cpu-share:", "CPU share", FRACTION, LOWER, METHODS, WILSON, Gate.alone(null), Place.NOWHERE),
  /**
   * The profilers' own share of the CPU samples: what the measurement cost, which every other CPU
   * metric and the findings leave out; reported, never budgeted, as it is the tool's, not the
   * application's.
   */
  PROFILER_CPU_SHARE(
      "profiler-cpu-share",
      "profilers' CPU share",
      FRACTION,
      LOWER,
      CPU,
      WILSON,
      Gate.alone(null),
      Place.NOWHERE);

  private final String id;
  private final String label;
  private final Unit unit;
  private final Better better;
  private final Family family;
  private final SpreadMethod spread;
  private final Gate gate;
  private final Place place;

  /**
   * Declares a metric.
   *
   * @param id its id in summary.json, stable across runs and versions; a prefix when it ends in
   *     {@code :}, for a family with one metric per method
   * @param label how people call it, on every surface that names it in words
   * @param unit the unit of its value
   * @param better which direction of it is an improvement
   * @param family what evidence it is computed from
   * @param spread how a single run's spread of it is computed
   * @param gate its default budget, and whether the gate judges it alone or in the load-dependent
   *     family
   * @param place where the terminal headline and the demo show it, if they do
   */
  MetricKind(
      String id,
      String label,
      Unit unit,
      Better better,
      Family family,
      SpreadMethod spread,
      Gate gate,
      Place place) {
    this.id = id;
    this.label = label;
    this.unit = unit;
    this.better = better;
    this.family = family;
    this.spread = spread;
    this.gate = gate;
    this.place = place;
  }

  /** The kind of metric {@code id}, a per-method one included; empty for an id it has not. */
  public static Optional<MetricKind> of(String id) {
    return Arrays.stream(values()).filter(kind -> kind.matches(id)).findFirst();
  }

  /** The metrics the terminal headline shows, in its order. */
  public static List<MetricKind> headline() {
    return placed(Place::headline);
  }

  /** The metrics the demo tells before and after, in its order. */
  public static List<MetricKind> demo() {
    return placed(Place::demo);
  }

  /**
   * The metrics the gate checks by default, in the order it shows them: those it judges alone
   * (robust on a shared machine) first, then the load-dependent ones, each in catalog order.
   */
  public static List<MetricKind> gateDefaults() {
    return Arrays.stream(values())
        .filter(kind -> kind.gate.budget() != null)
        .sorted(Comparator.comparing(kind -> kind.gate.loadDependent()))
        .toList();
  }

  private static List<MetricKind> placed(ToIntFunction<Place> where) {
    return Arrays.stream(values())
        .filter(kind -> where.applyAsInt(kind.place) > 0)
        .sorted(Comparator.comparingInt(kind -> where.applyAsInt(kind.place)))
        .toList();
  }

  /** Whether {@code metricId} is this metric, or one of this per-method family. */
  public boolean matches(String metricId) {
    return perMethod()
        ? metricId.startsWith(id) && metricId.length() > id.length()
        : id.equals(metricId);
  }

  /** Whether this is a family of one metric per method, whose id is a prefix. */
  public boolean perMethod() {
    return id.endsWith(":");
  }

  /** This metric with a value: its id, unit and direction are the catalog's. */
  Metric metric(double value, Spread spread, String source) {
    if (perMethod()) {
      throw new IllegalStateException(id + " needs a method: use perMethod");
    }
    return new Metric(id, value, unit, better, spread, source);
  }

  /** One method's metric of a per-method family, such as {@code cpu-share:pkg.Class.method}. */
  Metric perMethod(String method, double value, Spread spread, String source) {
    return new Metric(id + method, value, unit, better, spread, source);
  }

  public String id() {
    return id;
  }

  public String label() {
    return label;
  }

  public Unit unit() {
    return unit;
  }

  public Better better() {
    return better;
  }

  public Family family() {
    return family;
  }

  public SpreadMethod spread() {
    return spread;
  }

  /** Its default budget as a budget file writes it ({@code 5%}, {@code 2 s}); null: unchecked. */
  public String defaultBudget() {
    return gate.budget();
  }

  /**
   * Whether the gate judges it as one of the load-dependent family (Holm-corrected together),
   * rather than alone. Only a metric declared so here joins that family.
   */
  public boolean loadDependent() {
    return gate.loadDependent();
  }

  /** Its place in the terminal headline, from 1; 0 when not shown there. */
  public int headlinePlace() {
    return place.headline();
  }

  /** Its place in the demo's before and after, from 1; 0 when not told there. */
  public int demoPlace() {
    return place.demo();
  }

  /** The evidence a metric is computed from, as the docs name it. */
  public enum Family {
    LOAD("load"),
    CPU("CPU"),
    ALLOCATION("allocation"),
    GC("GC"),
    JIT("JIT"),
    METHODS("methods");

    private final String words;

    Family(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  /** How a single run's spread of a metric is computed; a repeat set's is over its runs. */
  public enum SpreadMethod {
    PER_SECOND("t-interval of the mean over the measured seconds, cut at 0"),
    PER_SECOND_SHARE("t-interval of the mean per-second share, cut to 0-1"),
    WILSON("Wilson score interval over the samples"),
    NONE("none: one reading per run");

    private final String words;

    SpreadMethod(String words) {
      this.words = words;
    }

    /** The method in the words of docs/summary.md's table. */
    public String words() {
      return words;
    }
  }

  /** How the gate checks a metric: its default budget, and alone or in the family. */
  private record Gate(String budget, boolean loadDependent) {

    static Gate alone(String budget) {
      return new Gate(budget, false);
    }

    static Gate inLoadFamily(String budget) {
      return new Gate(budget, true);
    }
  }

  /** Where a metric is shown: its places in the headline and in the demo, 0 for nowhere. */
  private record Place(int headline, int demo) {

    static final Place NOWHERE = new Place(0, 0);

    static Place at(int headline, int demo) {
      return new Place(headline, demo);
    }
  }
}
