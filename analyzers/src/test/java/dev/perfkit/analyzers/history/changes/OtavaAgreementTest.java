package dev.perfkit.analyzers.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * perfkit finds the change points Apache Otava 0.8.0 finds, on the same series with the same
 * options: the series and Otava's answers recorded by {@code scripts/bench/otava-check.sh}
 * (synthetic series with known shifts, and real runs of the bundled server with CPU injected), so
 * that this test needs no Python. Otava's merge step leaves the point before a dropped one judged
 * over its old, shorter stretch, where perfkit judges it again (docs/history.md): perfkit's numbers
 * are held exactly to Otava's own functions with that one line changed, and its change points to
 * Otava's as released, but for the one series where the stale judgement dropped a true shift.
 */
class OtavaAgreementTest {

  /**
   * Where Otava as released and perfkit differ, and what perfkit finds besides: many-steps-150's
   * level moves every 15 points, at 120 too (from 102 to 104); Otava dropped 121 on the p-value of
   * 121 to 123, a weak point already gone, where 121 to 135 gives p 0.0008.
   */
  private static final Map<String, List<Integer>> ALSO_FOUND =
      Map.of("many-steps-150", List.of(121));

  private static final Path RECORDED = Path.of("src/test/resources/otava");

  static Stream<Path> recordedSeries() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> listed = Files.list(RECORDED)) {
      listed.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
    }
    assertFalse(files.isEmpty(), "no series recorded in " + RECORDED);
    return files.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("recordedSeries")
  void theSameChangePointsAsOtava(Path file) throws IOException {
    JsonNode record = new ObjectMapper().readTree(file.toFile());
    JsonNode options = record.get("options");
    EDivisive method =
        new EDivisive(
            options.get("window").asInt(),
            options.get("maxPvalue").asDouble(),
            options.get("minMagnitude").asDouble());
    double[] values = values(record);
    List<EDivisive.Split> found = method.changePoints(values);
    List<Integer> indices = found.stream().map(EDivisive.Split::index).toList();
    List<Integer> otava = new ArrayList<>(indices(record.get("changePoints")));
    otava.addAll(ALSO_FOUND.getOrDefault(record.get("name").asText(), List.of()));
    otava.sort(Comparator.naturalOrder());
    assertEquals(otava, indices, file + ": Otava's change points, and those it is known to miss");
    JsonNode expected = record.get("neighboursJudgedAgain");
    assertEquals(indices(expected), indices, file.toString());
    for (int i = 0; i < found.size(); i++) {
      Shift shift = found.get(i).shift();
      JsonNode answer = expected.get(i);
      assertEquals(answer.get("meanBefore").asDouble(), shift.meanBefore(), 1e-9);
      assertEquals(answer.get("meanAfter").asDouble(), shift.meanAfter(), 1e-9);
      double p = answer.get("pvalue").asDouble();
      assertEquals(p, shift.p(), Math.max(1e-12, p * 1e-6), "p of the change at " + i);
    }
  }

  /**
   * The history's promise on real runs: 30 duets of the bundled server beside an unchanged
   * reference (scripts/bench/history-series.sh -D 2), CPU time per request relative to it, with 5%
   * more CPU a request from run 16 on, give one change point, at run 16 plus or minus one, for the
   * worse; the 30 duets of the unchanged server beside it give none.
   */
  @Test
  void aFivePercentShiftAmongDuetsIsOneChangePointAtItsRunAndAFlatSeriesHasNone()
      throws IOException {
    List<EDivisive.Split> shifted =
        EDivisive.OTAVA.changePoints(values("real-duet-cpu-5pct-from-run-16"));
    assertEquals(1, shifted.size(), shifted.toString());
    int run = shifted.get(0).index() + 1;
    assertTrue(run >= 15 && run <= 17, "run " + run);
    assertTrue(shifted.get(0).shift().meanAfter() > shifted.get(0).shift().meanBefore());
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(values("real-duet-cpu-flat-30")));
  }

  private static double[] values(String series) throws IOException {
    return values(new ObjectMapper().readTree(RECORDED.resolve(series + ".json").toFile()));
  }

  private static double[] values(JsonNode record) {
    double[] values = new double[record.get("values").size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = record.get("values").get(i).asDouble();
    }
    return values;
  }

  private static List<Integer> indices(JsonNode changePoints) {
    List<Integer> indices = new ArrayList<>();
    changePoints.forEach(c -> indices.add(c.get("index").asInt()));
    return indices;
  }
}
