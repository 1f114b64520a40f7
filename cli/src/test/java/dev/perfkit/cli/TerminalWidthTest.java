package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.output.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command's default terminal output, on real runs of the demo (two short runs a side, under
 * all four profilers, so that their findings have real keys): every line within 100 columns, no
 * finding key cut, the target's command line once a side, progress for every repeat, and {@code
 * run} saying what it ran.
 */
class TerminalWidthTest {

  @TempDir static Path temp;
  static CommandRun demo;
  static Path legacy;
  static Path optimized;

  @BeforeAll
  static void runTheDemo() {
    demo =
        CommandRun.of(
            "demo",
            "--out",
            temp.resolve("demo").toString(),
            "--repeat",
            "2",
            "--duration",
            "2s",
            "--rate",
            "300",
            "--connections",
            "8",
            // A timeout no cold start reaches: a run most of whose requests failed ends the demo.
            "--timeout",
            "5s");
    legacy = temp.resolve("demo/nio-virtual/legacy");
    optimized = temp.resolve("demo/nio-virtual/optimized");
  }

  @Test
  void demoFitsAndShowsEachRepeatAndTheCommandLineOnceASide() {
    assertEquals(0, demo.exitCode(), demo.err());
    assertFits("demo stdout", demo.out());
    assertFits("demo stderr", demo.err());
    assertEquals(2, count(demo.err(), "starting the target: "), demo.err());
    assertEquals(2, count(demo.err(), "(the command line above, in this repeat's directory)"));
    for (String side : List.of("legacy", "optimized")) {
      assertTrue(
          oneLine(demo.err()).contains("variant " + side + ", I/O mode nio, virtual threads"),
          demo.err());
    }
    // Each repeat of each side reports its load's progress (non-terminal: a line every 5 s).
    assertEquals(2, count(demo.err(), "repeat 1 of 2: measured 0:"), demo.err());
    assertEquals(2, count(demo.err(), "repeat 2 of 2: measured 0:"), demo.err());
  }

  @Test
  void runFitsAndSaysWhatItRan() {
    CommandRun run =
        CommandRun.of(
            "run",
            "--out",
            temp.resolve("single").toString(),
            "--variant",
            "optimized",
            "--execution-mode",
            "hybrid",
            "--thread-type",
            "platform",
            "--duration",
            "1s",
            "--connections",
            "4");
    assertEquals(0, run.exitCode(), run.err());
    assertFits("run stdout", run.out());
    assertFits("run stderr", run.err());
    String said = oneLine(run.err());
    assertTrue(
        said.contains(
            "the bundled server, variant optimized, I/O mode hybrid, platform threads (pool of"
                + " 150)"),
        run.err());
    assertTrue(said.contains("closed model: 4 connections"), run.err());
    assertTrue(said.contains("JVM flags, all in run.json] -cp [perfkit's class path]"), said);
  }

  @Test
  void analyzeFits() {
    CommandRun analyze = CommandRun.of("analyze", legacy.toString());
    assertEquals(0, analyze.exitCode(), analyze.err());
    assertFits("analyze", analyze.out() + analyze.err());
  }

  @Test
  void compareFitsWithEveryShownKeyWhole() throws IOException {
    CommandRun compare = CommandRun.of("compare", legacy.toString(), optimized.toString());
    assertEquals(0, compare.exitCode(), compare.err());
    assertFits("compare", compare.out() + compare.err());
    assertTrue(!compare.out().contains("comparison.json"), compare.out());
    JsonNode findings =
        new ObjectMapper()
            .readTree(legacy.resolveSibling("comparison.json").toFile())
            .get("findings");
    List<String> shownWhole = new ArrayList<>();
    for (String kind : List.of("resolved", "added", "persisting")) {
      int shown = 0;
      for (JsonNode finding : findings.get(kind)) {
        if (shown++ < 5) {
          shownWhole.add(finding.get("key").asText());
        }
      }
    }
    // Wrapped between words, or a word wider than a line continued on the next: all of it is there.
    assertTrue(shownWhole.size() >= 3, "the demo's runs have findings to compare");
    String text = compare.out().replaceAll("\\s+", "");
    for (String key : shownWhole) {
      assertTrue(
          text.contains(key.replaceAll("\\s+", "")),
          "key cut or missing: " + key + "\n" + compare.out());
    }
  }

  @Test
  void gateFits() {
    CommandRun gate =
        CommandRun.of("gate", "--baseline", legacy.toString(), "--candidate", optimized.toString());
    // Two runs a side: too few for the test to judge, so inconclusive (or a regression, a pass).
    assertTrue(Set.of(0, 3, 5).contains(gate.exitCode()), gate.err());
    assertFits("gate", gate.out() + gate.err());
    assertTrue(gate.out().contains("cpu-time-per-request"), gate.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"", "run", "profile", "analyze", "compare", "report", "gate", "server", "demo"})
  void helpFitsAndBreaksNoWord(String command) {
    CommandRun help =
        command.isEmpty() ? CommandRun.of("--help") : CommandRun.of(command, "--help");
    assertEquals(0, help.exitCode(), help.err());
    assertFits(command + " --help", help.out());
    // picocli's own layout broke "docs/run-directory.md" after its dot.
    Matcher brokenPath = Pattern.compile("docs/[\\w-]+\\.\\s*\\n").matcher(help.out());
    assertTrue(!brokenPath.find(), help.out());
  }

  private static void assertFits(String what, String text) {
    List<String> wide = text.lines().filter(line -> line.length() > TerminalText.WIDTH).toList();
    assertTrue(wide.isEmpty(), what + " has lines over 100 columns:\n" + String.join("\n", wide));
  }

  /** The text with its line breaks and indents as single spaces, as a wrapped text reads. */
  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      count++;
    }
    return count;
  }
}
