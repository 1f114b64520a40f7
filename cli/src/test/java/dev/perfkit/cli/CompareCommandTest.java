package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.compare.ComparisonSchema;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code perfkit compare} through picocli, on two short real runs of the bundled server. */
class CompareCommandTest {

  @TempDir static Path temp;
  static Path legacy;
  static Path optimized;

  @BeforeAll
  static void twoRuns() {
    legacy = run("legacy");
    optimized = run("optimized");
  }

  private static Path run(String variant) {
    Path dir = temp.resolve(variant);
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            dir.toString(),
            "--variant",
            variant,
            "--duration",
            "3s",
            "--warmup",
            "0");
    assertEquals(0, result.exitCode(), result.err());
    return dir;
  }

  @Test
  void textShowsTheDifferencesMetricsFindingsAndFrames() {
    CommandRun result = CommandRun.of("compare", legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    String out = result.out();
    assertTrue(out.startsWith("Comparing " + legacy.resolve("summary.json")), out);
    assertTrue(out.contains("  variant  "), out);
    assertTrue(out.matches("(?s).*\n  throughput +[0-9,]+ requests/s ±.*"), out);
    assertTrue(out.contains("Findings resolved ("), out);
    assertTrue(out.contains("Frames that moved most in the cpu profile:"), out);
    assertTrue(out.indexOf("The runs differ in:") < out.indexOf("Metrics:"), out);
  }

  @Test
  void jsonIsTheComparisonAndOutWritesIt() throws IOException {
    Path out = temp.resolve("comparison");
    CommandRun result =
        CommandRun.of(
            "compare",
            "--format",
            "json",
            "--out",
            out.toString(),
            legacy.toString(),
            optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    JsonNode printed = Json.mapper().readTree(result.out());
    JsonNode written = Json.mapper().readTree(out.resolve("comparison.json").toFile());
    assertEquals(written, printed);
    ComparisonSchema.assertValid(written);
    assertEquals("legacy", written.at("/baseline/variant").asText());
    assertEquals("stacks", written.at("/frameShifts/0/baselineFrom").asText());
    assertTrue(written.get("comparable").asBoolean());
  }

  @Test
  void markdownIsTables() {
    CommandRun result =
        CommandRun.of("compare", "--format", "markdown", legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().contains("| metric | baseline | candidate | change | verdict |"));
  }

  @Test
  void aRunWithoutSummaryIsAnalyzedFirst() throws IOException {
    Path copy = temp.resolve("copy");
    Files.createDirectories(copy);
    Files.copy(legacy.resolve("run.json"), copy.resolve("run.json"));
    Files.createDirectories(copy.resolve("load"));
    Files.copy(legacy.resolve("load/results.json"), copy.resolve("load/results.json"));
    CommandRun result = CommandRun.of("compare", copy.toString(), legacy.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertEquals("perfkit: " + copy + " has no summary.json; analyzing it\n", result.err());
    assertTrue(Files.isRegularFile(copy.resolve("summary.json")));
  }

  @Test
  void badInputsAreOneLineAndExitOne() throws IOException {
    Path missing = temp.resolve("missing");
    CommandRun.assertRefused(
        1,
        "perfkit: " + missing + ": no such file or directory",
        "compare",
        missing.toString(),
        legacy.toString());
    Path empty = Files.createDirectories(temp.resolve("empty"));
    CommandRun.assertRefused(
        1,
        "perfkit: "
            + empty
            + ": not a perfkit run directory (it has neither summary.json nor"
            + " run.json)",
        "compare",
        legacy.toString(),
        empty.toString());
    Path old = temp.resolve("old.json");
    Files.writeString(old, "{\"schemaVersion\": 1, \"findings\": []}");
    CommandRun.assertRefused(
        1,
        "perfkit: "
            + old
            + ": summary.json schema 1 was written by an older perfkit; run"
            + " 'perfkit analyze RUN' again",
        "compare",
        old.toString(),
        legacy.toString());
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    CommandRun result =
        CommandRun.of("compare", "--format", "html", legacy.toString(), optimized.toString());
    assertEquals(2, result.exitCode());
    assertFalse(result.err().contains("\tat "), result.err());
  }
}
