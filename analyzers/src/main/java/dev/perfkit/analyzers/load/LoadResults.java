package dev.perfkit.analyzers.load;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The outcome of driving load against a target, as {@code perfkit run} writes it to {@code
 * load/results.json}: totals, latency percentiles of the measured phase, and a per-second series
 * that shows warm-up. Latencies are in milliseconds. A request is OK when it got a response of an
 * expected status (2xx and 3xx unless the scenario or {@code --expect-status} says otherwise)
 * within its timeout; everything else is KO.
 *
 * @param schemaVersion the version of this layout, {@link #SCHEMA_VERSION} when written
 * @param scenario the scenario name ({@code hello}, {@code cpu}, ..., or a scenario file's name)
 * @param model {@code closed} (a fixed number of connections) or {@code open} (a fixed rate)
 * @param connections the number of connections used
 * @param ratePerSecond the arrival rate of the open model, 0 for the closed model
 * @param start when the first request was sent
 * @param end when the last response arrived or the load was stopped
 * @param complete false when the load was cut short (Ctrl-C, the target died)
 * @param total requests sent in the measured phase
 * @param ok requests that succeeded in the measured phase
 * @param ko requests that failed (no response, an unexpected status, a timeout) in the measured
 *     phase
 * @param koByStatus the measured phase's failed requests that got a response, by its status ({@code
 *     "404": 120}); the rest of {@code ko} got none. Empty in files written before it existed.
 * @param firstFailure what made the load's first failed request fail ({@code connection refused},
 *     {@code HTTP 503}, {@code the request timed out}), warm-up included; null when none failed
 * @param latency latency percentiles of the measured phase
 * @param perSecond one sample per second over the whole load, warm-up included
 * @param histogramFile the HdrHistogram log of the measured phase, relative to the results file
 * @param timeoutMs how long a request could stay unanswered before it counted as KO, in
 *     milliseconds; null in files written before it was recorded. Two runs with different timeouts
 *     count different requests as failed.
 */
public record LoadResults(
    int schemaVersion,
    String scenario,
    String model,
    int connections,
    double ratePerSecond,
    @JsonSerialize(using = ToStringSerializer.class) @JsonDeserialize(using = IsoInstant.class)
        Instant start,
    @JsonSerialize(using = ToStringSerializer.class) @JsonDeserialize(using = IsoInstant.class)
        Instant end,
    boolean complete,
    long total,
    long ok,
    long ko,
    Map<String, Long> koByStatus,
    String firstFailure,
    Latency latency,
    List<SecondSample> perSecond,
    String histogramFile,
    Long timeoutMs) {

  public static final int SCHEMA_VERSION = 1;

  public LoadResults {
    koByStatus =
        koByStatus == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(koByStatus));
    perSecond = List.copyOf(perSecond);
  }

  /** Results without their timeout, as files before {@code timeoutMs} had them. */
  public LoadResults(
      int schemaVersion,
      String scenario,
      String model,
      int connections,
      double ratePerSecond,
      Instant start,
      Instant end,
      boolean complete,
      long total,
      long ok,
      long ko,
      Map<String, Long> koByStatus,
      String firstFailure,
      Latency latency,
      List<SecondSample> perSecond,
      String histogramFile) {
    this(
        schemaVersion,
        scenario,
        model,
        connections,
        ratePerSecond,
        start,
        end,
        complete,
        total,
        ok,
        ko,
        koByStatus,
        firstFailure,
        latency,
        perSecond,
        histogramFile,
        null);
  }

  /** Results without failures by status, as files before {@code koByStatus} had them. */
  public LoadResults(
      int schemaVersion,
      String scenario,
      String model,
      int connections,
      double ratePerSecond,
      Instant start,
      Instant end,
      boolean complete,
      long total,
      long ok,
      long ko,
      String firstFailure,
      Latency latency,
      List<SecondSample> perSecond,
      String histogramFile) {
    this(
        schemaVersion,
        scenario,
        model,
        connections,
        ratePerSecond,
        start,
        end,
        complete,
        total,
        ok,
        ko,
        Map.of(),
        firstFailure,
        latency,
        perSecond,
        histogramFile);
  }

  /** OK / total, as the study reported it; 1.0 when nothing was sent. */
  public double successRate() {
    return total == 0 ? 1.0 : (double) ok / total;
  }

  /** Latency percentiles in milliseconds. */
  public record Latency(
      double p50Ms, double p90Ms, double p99Ms, double p999Ms, double maxMs, double meanMs) {}

  /**
   * One second of load.
   *
   * @param second seconds since the load started (0-based)
   * @param phase {@link #WARMUP} or {@link #MEASURED}
   * @param koByStatus the second's failed requests that got a response, by its status
   */
  public record SecondSample(
      int second,
      String phase,
      long requests,
      long ok,
      long ko,
      double p50Ms,
      double p99Ms,
      Map<String, Long> koByStatus) {

    /** The phase of a second whose midpoint fell in the load's warm-up. */
    public static final String WARMUP = "warmup";

    /** The phase of a second whose midpoint fell in the measured part of the load. */
    public static final String MEASURED = "measured";

    public SecondSample {
      koByStatus =
          koByStatus == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(koByStatus));
    }

    /** A second without failures by status, as files before {@code koByStatus} had it. */
    public SecondSample(
        int second, String phase, long requests, long ok, long ko, double p50Ms, double p99Ms) {
      this(second, phase, requests, ok, ko, p50Ms, p99Ms, Map.of());
    }

    public boolean measured() {
      return MEASURED.equals(phase);
    }
  }

  /**
   * Reads an ISO-8601 instant ({@code 2026-11-20T23:40:00.123Z}); written with {@code toString}, so
   * results.json needs no Jackson module for java.time.
   */
  public static final class IsoInstant extends StdScalarDeserializer<Instant> {
    private static final long serialVersionUID = 1L;

    public IsoInstant() {
      super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      String text = parser.getValueAsString();
      if (text == null) {
        return (Instant) context.handleUnexpectedToken(Instant.class, parser);
      }
      try {
        return Instant.parse(text);
      } catch (DateTimeException e) {
        return (Instant) context.handleWeirdStringValue(Instant.class, text, "not an ISO instant");
      }
    }
  }
}
