package dev.perfkit.analyzers.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The units of perfkit's typed numbers (finding evidence and run metrics), with the name that
 * {@code summary.json} writes, so that programs compare numbers and only {@link Quantity#text()}
 * formats them for people.
 */
public enum Unit {
  COUNT("count"),
  BYTES("bytes"),
  BYTES_PER_SECOND("bytes/s"),
  BYTES_PER_REQUEST("bytes/request"),
  NANOSECONDS("ns"),
  MILLISECONDS("ms"),
  SECONDS("s"),
  MILLISECONDS_PER_REQUEST("ms/request"),
  REQUESTS_PER_SECOND("requests/s"),
  PER_SECOND("1/s"),
  /** A number of threads, such as how many were blocked on average. */
  THREADS("threads"),
  /** A share between 0 and 1, shown as a percentage. */
  FRACTION("fraction"),
  /** One value over another of the same metric, such as a candidate's over its reference's. */
  RATIO("ratio");

  private final String jsonName;

  Unit(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The unit's name in {@code summary.json}, such as {@code bytes/s}. */
  @JsonValue
  public String jsonName() {
    return jsonName;
  }
}
