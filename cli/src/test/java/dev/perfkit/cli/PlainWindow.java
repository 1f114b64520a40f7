package dev.perfkit.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A run's measured window read from its load/results.json as plain JSON, independent of perfkit's
 * reader, for tests to pick a recording's events by their start times: from the start of the first
 * second marked {@code measured} to the load's end, both in whole milliseconds and included (the
 * precision async-profiler's converter cuts at).
 *
 * @param requests the requests of the measured seconds
 */
record PlainWindow(Instant start, Instant end, long requests) {

  static PlainWindow of(Path run) throws IOException {
    JsonNode load = Json.mapper().readTree(run.resolve("load/results.json").toFile());
    int firstMeasured = -1;
    long requests = 0;
    for (JsonNode second : load.get("perSecond")) {
      if (second.get("phase").asText().equals("measured")) {
        firstMeasured = firstMeasured < 0 ? second.get("second").asInt() : firstMeasured;
        requests += second.get("requests").asLong();
      }
    }
    if (firstMeasured < 0) {
      throw new IllegalStateException("no measured second in " + run);
    }
    Instant start =
        Instant.parse(load.get("start").asText())
            .plusSeconds(firstMeasured)
            .truncatedTo(ChronoUnit.MILLIS);
    Instant end = Instant.parse(load.get("end").asText()).truncatedTo(ChronoUnit.MILLIS);
    return new PlainWindow(start, end, requests);
  }

  /** Whether an event of {@code jfr print --json} started in the window. */
  boolean holds(JsonNode printedEvent) {
    Instant time = Instant.parse(printedEvent.at("/values/startTime").asText());
    return !time.isBefore(start) && !time.isAfter(end);
  }
}
