package dev.perfkit.analyzers.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.List;

/**
 * One headline number of a run, typed so that {@code compare} and the gate can line two runs up by
 * {@code id} and judge a change against its spread.
 *
 * @param id stable across runs and versions: {@code throughput}, {@code latency-p99}, {@code
 *     cpu-share:pkg.Class.method}
 * @param value the number, in {@code unit}
 * @param unit its unit, as {@link Unit#jsonName()} writes it
 * @param better which direction is an improvement
 * @param spread how many samples are behind it and the interval they give, if any
 * @param source where it came from: the file and the fields or events it was computed from
 */
public record Metric(
    String id, double value, Unit unit, Better better, Spread spread, String source) {

  /** The value with its unit, for people. */
  public String valueText() {
    return Quantity.of(value, unit).text();
  }

  /**
   * The per-run values of a repeated scenario's metric ({@link Spread#values}); empty otherwise.
   */
  public List<Double> perRunValues() {
    return spread == null ? List.of() : spread.values();
  }

  /** Which direction of a metric is an improvement. */
  public enum Better {
    HIGHER,
    LOWER;

    @JsonValue
    public String jsonName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * The spread of a metric: the number of samples behind it and, when they are enough, an interval
   * with its confidence and the method that gave it; otherwise why there is none. With {@code
   * --repeat N} the samples become the N runs.
   *
   * @param samples how many observations the metric rests on: the seconds of the per-second series
   *     the interval came from, else the count of values (requests, pauses, samples) behind it
   * @param interval the interval, or null
   * @param reason why there is no interval, or null when there is one
   * @param values the independent observations themselves, in order, when each is one whole run of
   *     a repeated scenario ({@code --repeat N}): what a significance test between two runs needs;
   *     empty for a single run, whose per-second samples are not independent
   */
  public record Spread(
      long samples,
      Interval interval,
      String reason,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Double> values) {

    public Spread {
      values = values == null ? List.of() : List.copyOf(values);
    }

    public static Spread of(long samples, Interval interval) {
      return new Spread(samples, interval, null, List.of());
    }

    public static Spread none(long samples, String reason) {
      return new Spread(samples, null, reason, List.of());
    }
  }

  /**
   * A confidence interval.
   *
   * @param low its lower end, in the metric's unit
   * @param high its upper end
   * @param confidence its confidence level, such as 0.95
   * @param method how it was computed, in words that say what it assumes
   */
  public record Interval(double low, double high, double confidence, String method) {}
}
