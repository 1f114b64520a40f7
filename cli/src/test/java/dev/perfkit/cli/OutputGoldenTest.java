package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every format each command offers, byte for byte against its golden file in {@code
 * src/test/resources/golden/output/}: compare and gate run through picocli on two fixed repeat sets
 * ({@link OutputFixtures}); analyze renders the fixed synthetic analysis through the formats its
 * {@code --format} offers (a real analysis would need evidence files too large to keep). A format a
 * command newly offers fails here until its golden file exists.
 *
 * <p>Three things vary from build to build and are replaced before the comparison: perfkit's
 * version (by {@code VERSION}), the gate's wall time in JUnit XML (by {@code 0.000}) and the
 * absolute path of this module (compare prints the absolute paths of the summaries it read). Where
 * compare's text heading wraps depends on that path's length, so the heading is compared as one
 * line.
 *
 * <p>To regenerate every golden file after a deliberate change (read the diff before committing):
 * {@code ./mvnw -B -q verify -pl cli -am -Dtest=OutputGoldenTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dperfkit.golden.update=true}.
 */
class OutputGoldenTest {

  private static final Path GOLDEN = Path.of("src/test/resources/golden/output");

  @BeforeAll
  static void fixtures() throws IOException {
    OutputFixtures.write();
  }

  @Test
  void analyzeMatchesItsGoldenFileInEveryFormatItOffers() throws IOException {
    AnalysisReport report =
        new AnalysisReport(
            SyntheticAnalysis.analysis(),
            SyntheticAnalysis.summary(),
            Path.of("/runs/demo/summary.json"));
    for (String key : new AnalysisFormats()) {
      StringWriter out = new StringWriter();
      AnalysisFormats.of(
              new AnalysisFormats().convert(key),
              new FindingsText.View(FindingsOptions.DEFAULT_TOP, false, false))
          .render(report, new PrintWriter(out));
      assertGolden("analyze." + extension(key), out.toString());
    }
  }

  @Test
  void compareMatchesItsGoldenFileInEveryFormatItOffers() throws IOException {
    for (String key : new CompareCommand.Formats()) {
      CommandRun run =
          CommandRun.of(
              "compare",
              "--format",
              key,
              OutputFixtures.BASELINE.toString(),
              OutputFixtures.CANDIDATE.toString());
      assertEquals(ExitCode.OK, run.exitCode(), run.err());
      assertGolden("compare." + extension(key), run.out());
    }
  }

  @Test
  void gateMatchesItsGoldenFileInEveryFormatItOffers() throws IOException {
    for (String key : new GateCommand.Formats()) {
      CommandRun run = gate("--format", key);
      assertEquals(ExitCode.REGRESSION, run.exitCode(), run.err());
      assertGolden("gate." + extension(key), run.out());
    }
  }

  @Test
  void aFormatTheGateDoesNotOfferIsAUsageErrorNamingTheOffered() {
    // The gate took --format html and printed text.
    CommandRun run = gate("--format", "html");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertEquals(
        "perfkit: Invalid value for option '--format': this command does not offer format"
            + " 'html': use text, json, markdown or junit (see 'perfkit gate --help')\n",
        run.err());
    assertEquals("", run.out());
    assertTrue(help("gate").contains("one of: text, json, markdown, junit."));
  }

  @Test
  void aFormatCompareDoesNotOfferIsAUsageErrorNamingTheOffered() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--format': this command does not offer format"
            + " 'junit': use text, json, markdown or html",
        "compare",
        "--format",
        "junit",
        OutputFixtures.BASELINE.toString(),
        OutputFixtures.CANDIDATE.toString());
    assertTrue(help("compare").contains("one of: text, json, markdown, html."));
  }

  /** The command's help as one line, whatever the width it was wrapped to. */
  static String help(String command) {
    return CommandRun.of(command, "--help").out().replaceAll("\\s+", " ");
  }

  private static CommandRun gate(String... more) {
    List<String> args = new ArrayList<>();
    args.addAll(
        List.of(
            "gate",
            "--baseline",
            OutputFixtures.BASELINE.toString(),
            "--candidate",
            OutputFixtures.CANDIDATE.toString()));
    args.addAll(List.of(more));
    return CommandRun.of(args.toArray(String[]::new));
  }

  private static String extension(String format) {
    return switch (format) {
      case "text" -> "txt";
      case "markdown" -> "md";
      case "junit" -> "junit.xml";
      default -> format;
    };
  }

  private static void assertGolden(String name, String actual) throws IOException {
    String stable =
        actual
            .replace(BuildVersion.version(), "VERSION")
            .replace(Path.of("").toAbsolutePath() + "/", "")
            .replaceAll("(<testsuites?[^>]* time=\")[0-9.]+\"", "$10.000\"");
    Path file = GOLDEN.resolve(name);
    // What was rendered, beside the build's other output, so that a failure can be diffed.
    Path actualDir = Files.createDirectories(Path.of("target/golden-actual"));
    Files.writeString(actualDir.resolve(name), stable, StandardCharsets.UTF_8);
    if (Boolean.getBoolean("perfkit.golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.writeString(file, stable, StandardCharsets.UTF_8);
    }
    assertTrue(Files.exists(file), file + " is missing: regenerate (see this class's comment)");
    assertEquals(
        unwrapHeading(Files.readString(file, StandardCharsets.UTF_8)), unwrapHeading(stable), name);
  }

  /** The text's first paragraph on one line: the wrapped heading of compare's text format. */
  private static String unwrapHeading(String text) {
    int end = text.indexOf("\n\n");
    if (!text.startsWith("Comparing ") || end < 0) {
      return text;
    }
    return text.substring(0, end).replaceAll("\n +", " ") + text.substring(end);
  }
}
