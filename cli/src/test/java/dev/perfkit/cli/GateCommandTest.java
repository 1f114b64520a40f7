package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.cli.GateRuns.Single;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class GateCommandTest {

  private static final double[] CPU = {0.0712, 0.0705, 0.0718, 0.0709, 0.0715, 0.0711};
  private static final double[] THROUGHPUT = {17806, 17650, 17920, 17700, 17850, 17790};

  @TempDir Path dir;

  @Test
  void aSignificantRegressionBeyondBudgetExitsThree() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path cand =
        GateRuns.write(dir.resolve("cand"), GateRuns.times(CPU, 1.10), THROUGHPUT, List.of());

    CommandRun result = gate(base, cand);

    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    assertTrue(
        oneLine(result.out())
            .startsWith(
                "gate "
                    + base
                    + " -> "
                    + cand
                    + ": REGRESSION (1 regressed, 0 improved, 1 pass, 0 inconclusive)"),
        result.out());
    String cpuRow = line(result.out(), "  cpu-time-per-request ");
    assertTrue(cpuRow.contains("0.07115 [0.0705, 0.0718] ms/request (n=6)"), cpuRow);
    assertTrue(cpuRow.contains("+0.0071"), cpuRow);
    assertTrue(cpuRow.contains("(+10.0%)"), cpuRow);
    // 6 vs 6 fully separated: 2 / C(12, 6) = 2 / 924
    assertTrue(cpuRow.contains(" 0.0022 "), cpuRow);
    assertTrue(cpuRow.contains("REGRESSION"), cpuRow);
    assertTrue(
        cpuRow.endsWith("significant: p=0.0022 (exact) < 0.05, 6 and 6 runs; beyond budget"),
        cpuRow);
    assertTrue(
        line(result.out(), "  throughput ")
            .contains(
                "not significant: Holm p=1.000 >= 0.01 among 1 load-dependent (p=1.000,"
                    + " approximate, ties), 6 and 6 runs; could detect"),
        result.out());
  }

  @Test
  void theSameRunsPass() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    CommandRun result = gate(base, base);
    assertEquals(ExitCode.OK, result.exitCode(), result.err() + result.out());
    assertTrue(
        oneLine(result.out()).contains(": pass (0 regressed, 0 improved, 2 pass, 0 inconclusive)"),
        result.out());
  }

  @Test
  void aSignificantRegressionWithinALargerBudgetPasses() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path cand =
        GateRuns.write(dir.resolve("cand"), GateRuns.times(CPU, 1.10), THROUGHPUT, List.of());
    CommandRun result = gate(base, cand, "--max-regression", "cpu-time-per-request=15%");
    assertEquals(ExitCode.OK, result.exitCode(), result.out());
    assertTrue(
        line(result.out(), "  cpu-time-per-request ").contains("; worse, within budget"),
        result.out());
  }

  /** What CI gets when it interleaves the two sides' runs and gates them as they are. */
  @Test
  void singleRunsPooledOnEachSideAreJudgedAsTheSetTheyMake() throws Exception {
    List<Path> base =
        GateRuns.singles(dir, "base", CPU.length, i -> Single.of(CPU[i], THROUGHPUT[i]));
    List<Path> cand =
        GateRuns.singles(dir, "cand", CPU.length, i -> Single.of(CPU[i] * 1.10, THROUGHPUT[i]));

    Path md = dir.resolve("gate.md");
    CommandRun result = gate(base, cand, "--markdown", md.toString());

    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    // The outputs name every pooled run, not only the first.
    String markdown = Files.readString(md);
    assertTrue(markdown.contains("Baseline, 6 given: `" + base.get(0) + "`, `"), markdown);
    assertTrue(markdown.contains(", `" + cand.get(5) + "`\n"), markdown);
    JsonNode json = Json.mapper().readTree(gate(base, cand, "--format", "json").out());
    assertEquals(6, json.get("baselineSources").size(), json.toString());
    assertEquals(cand.get(5).toString(), json.get("candidateSources").get(5).asText());
    assertTrue(
        oneLine(result.out())
            .startsWith(
                "gate "
                    + base.get(0)
                    + " and 5 more, pooled -> "
                    + cand.get(0)
                    + " and 5 more, pooled: REGRESSION"),
        result.out());
    // Every row is the one the two sets of the same values give (n=6, p 0.0022, regression).
    Path baseSet = GateRuns.write(dir.resolve("base-set"), CPU, THROUGHPUT, List.of());
    Path candSet =
        GateRuns.write(dir.resolve("cand-set"), GateRuns.times(CPU, 1.10), THROUGHPUT, List.of());
    String sets = gate(baseSet, candSet).out();
    for (String check : List.of("  cpu-time-per-request ", "  throughput ")) {
      assertEquals(line(sets, check), line(result.out(), check));
    }
    assertTrue(line(sets, "  cpu-time-per-request ").contains(" 0.0022 "), sets);
  }

  @Test
  void aRepeatSetAmongPooledRunsIsAUsageError() throws Exception {
    Path set = GateRuns.write(dir.resolve("set"), CPU, THROUGHPUT, List.of());
    Path single =
        GateRuns.write(dir.resolve("single"), new double[] {0.07}, new double[] {17806}, List.of());
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: "
            + set
            + ": a repeat set, and pooled runs count one value each; give the set alone, or its"
            + " repeats (repeats/*) with the other runs",
        GateRuns.args(List.of(single, set), List.of(set)));
  }

  @Test
  void anIncompleteRunIsLeftOutOfThePoolAndNamed() throws Exception {
    List<Path> base =
        GateRuns.singles(
            dir,
            "base",
            5,
            i ->
                new Single(
                    i == 2 ? 9.0 : CPU[i],
                    THROUGHPUT[i],
                    List.of(),
                    GateRuns.bundledServer("optimized", i != 2)));
    CommandRun result = gate(base, base);
    assertEquals(ExitCode.OK, result.exitCode(), result.err() + result.out());
    assertTrue(
        oneLine(result.err())
            .contains(
                "perfkit: note: left out of the pool, "
                    + base.get(2)
                    + ": incomplete (the target exited before the load ended)"),
        result.err());
    assertTrue(line(result.out(), "  cpu-time-per-request ").contains("(n=4)"), result.out());
  }

  /**
   * A run that failed before the server was ready has no configuration: it is left out, not taken
   * for another setup, even first; a run whose command differs (analyzed where it was not
   * collected) is pooled with a note.
   */
  @Test
  void aRunThatFailedBeforeTheServerWasReadyIsLeftOutEvenFirst() throws Exception {
    List<Path> base = new ArrayList<>();
    base.add(
        GateRuns.write(
            dir.resolve("failed"),
            new double[] {9.0},
            new double[] {1},
            List.of(),
            GateRuns.bundledServer(null, false)));
    base.addAll(
        GateRuns.singles(
            dir,
            "base",
            4,
            i ->
                new Single(
                    CPU[i],
                    THROUGHPUT[i],
                    List.of(),
                    GateRuns.bundledServer(
                        "optimized",
                        true,
                        List.of("java", "-jar", i == 3 ? "moved/server.jar" : "server.jar")))));
    CommandRun result = gate(base, base.subList(1, 5));
    assertEquals(ExitCode.OK, result.exitCode(), result.err() + result.out());
    assertTrue(
        oneLine(result.err())
            .contains("perfkit: note: left out of the pool, " + base.get(0) + ": incomplete"),
        result.err());
    assertTrue(
        oneLine(result.err())
            .contains(
                "perfkit: note: "
                    + base.get(4)
                    + " and "
                    + base.get(1)
                    + " differ in their target command (words only one side has): pooled all the"
                    + " same"),
        result.err());
    assertTrue(line(result.out(), "  cpu-time-per-request ").contains("(n=4)"), result.out());
  }

  @Test
  void aRunOfAnotherSetupAmongPooledRunsIsAUsageError() throws Exception {
    Path optimized =
        GateRuns.write(
            dir.resolve("optimized"),
            new double[] {0.07},
            new double[] {17806},
            List.of(),
            GateRuns.bundledServer("optimized", true));
    Path legacy =
        GateRuns.write(
            dir.resolve("legacy"),
            new double[] {0.09},
            new double[] {12000},
            List.of(),
            GateRuns.bundledServer("legacy", true));
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: "
            + legacy
            + ": not the setup of "
            + optimized
            + " (variant: legacy, not optimized); pool runs of one setup",
        GateRuns.args(List.of(optimized, legacy), List.of(optimized)));
  }

  @Test
  void aRunGivenTwiceOnASideIsAUsageError() throws Exception {
    Path run =
        GateRuns.write(dir.resolve("run"), new double[] {0.07}, new double[] {17806}, List.of());
    Path summary = run.resolve("summary.json");
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --baseline gives "
            + run
            + " twice (as "
            + summary
            + "): each run or file counts once",
        GateRuns.args(List.of(run, summary), List.of(run)));
  }

  @Test
  void singleRunsAreInconclusiveAndExitFive() throws Exception {
    Path base =
        GateRuns.write(dir.resolve("base"), new double[] {0.07}, new double[] {17806}, List.of());
    Path cand =
        GateRuns.write(dir.resolve("cand"), new double[] {0.09}, new double[] {12000}, List.of());
    CommandRun result = gate(base, cand);
    assertEquals(ExitCode.INCONCLUSIVE, result.exitCode(), result.out());
    assertTrue(
        line(result.out(), "  cpu-time-per-request ")
            .endsWith(
                "inconclusive (needs 4 runs): 1 and 1 runs allow p >= 1.000, not below 0.05"
                    + " (--repeat N, or N runs pooled)"),
        result.out());
  }

  @Test
  void aNewApplicationFindingNamedByFailOnNewExitsThree() throws Exception {
    Finding inlining =
        GateRuns.finding(
            "inlining-failure", "app.Reader.next -> app.Reader.read", 90, Severity.WARNING);
    Finding jdk =
        GateRuns.finding(
            "inlining-failure",
            "java.lang.String.split -> java.lang.String.indexOf",
            90,
            Severity.WARNING);
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path cand = GateRuns.write(dir.resolve("cand"), CPU, THROUGHPUT, List.of(inlining, jdk));

    CommandRun failing = gate(base, cand, "--fail-on-new", "inlining-failure");
    assertEquals(ExitCode.REGRESSION, failing.exitCode(), failing.out());
    assertTrue(
        oneLine(failing.out())
            .contains(
                " REGRESSION finding (WARNING) key inlining-failure:app.Reader.next ->"
                    + " app.Reader.read why new, and fail-on-new names it "),
        failing.out());
    assertTrue(
        !failing.out().contains("java.lang.String.split"), "a JDK finding is not the change's");

    assertEquals(ExitCode.OK, gate(base, cand).exitCode());
  }

  /**
   * Over runs a side, a named new finding fails only when the candidate's runs had it significantly
   * more often (Fisher's exact test, one-sided): 4 of 4 against 0 of 4 is 1 in 70; 3 of 4 against 1
   * of 4, 17 in 70, is what chance does to a finding near the majority line.
   */
  @Test
  void aNewFindingOverPooledRunsFailsOnlyWhenSignificantlyMoreFrequent() throws Exception {
    Finding inlining =
        GateRuns.finding(
            "inlining-failure", "app.Reader.next -> app.Reader.read", 60, Severity.INFO);
    List<Path> none = runsWithTheFindingIn(0, "none", inlining);
    List<Path> one = runsWithTheFindingIn(1, "one", inlining);
    List<Path> three = runsWithTheFindingIn(3, "three", inlining);
    List<Path> all = runsWithTheFindingIn(4, "all", inlining);

    CommandRun noise = gate(one, three, "--fail-on-new", "inlining-failure");
    assertEquals(ExitCode.OK, noise.exitCode(), noise.out());
    assertTrue(
        oneLine(noise.out())
            .contains(
                "finding (INFO) key inlining-failure:app.Reader.next -> app.Reader.read why new in"
                    + " 3 of 4 candidate runs, 1 of 4 baseline runs, not significant (Fisher p ="
                    + " 0.243) "),
        noise.out());

    CommandRun real = gate(none, all, "--fail-on-new", "inlining-failure");
    assertEquals(ExitCode.REGRESSION, real.exitCode(), real.out());
    assertTrue(
        oneLine(real.out())
            .contains(
                "new in 4 of 4 candidate runs, 0 of 4 baseline runs (Fisher p = 0.014),"
                    + " and fail-on-new names it "),
        real.out());

    CommandRun few =
        gate(none.subList(0, 3), all.subList(0, 3), "--fail-on-new", "inlining-failure");
    assertTrue(
        oneLine(few.out())
            .contains(
                "new in 3 of 3 candidate runs, 0 of 3 baseline runs: too few runs to judge"
                    + " (Fisher's test cannot reach p < 0.05 with so few) "),
        few.out());
    assertEquals(ExitCode.INCONCLUSIVE, few.exitCode(), few.out());
  }

  /** 4 single runs, the first {@code withFinding} of them with {@code finding}. */
  private List<Path> runsWithTheFindingIn(int withFinding, String name, Finding finding)
      throws Exception {
    return GateRuns.singles(
        dir,
        name,
        4,
        i ->
            new Single(
                CPU[i],
                THROUGHPUT[i],
                i < withFinding ? List.of(finding) : List.of(),
                RunInfo.ofFiles()));
  }

  @Test
  void junitXmlHasATestcasePerCheck() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path cand =
        GateRuns.write(dir.resolve("cand"), GateRuns.times(CPU, 1.10), THROUGHPUT, List.of());
    Path xml = dir.resolve("gate.xml");
    gate(base, cand, "--junit", xml.toString(), "--max-regression", "latency-p99=5%");

    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
    Element suites = doc.getDocumentElement();
    assertEquals("testsuites", suites.getTagName());
    Element suite = (Element) suites.getElementsByTagName("testsuite").item(0);
    assertEquals("3", suite.getAttribute("tests"));
    assertEquals("1", suite.getAttribute("failures"));
    assertEquals("1", suite.getAttribute("skipped"));
    NodeList cases = suite.getElementsByTagName("testcase");
    Element cpu = (Element) cases.item(0);
    assertEquals("cpu-time-per-request", cpu.getAttribute("name"));
    Element failure = (Element) cpu.getElementsByTagName("failure").item(0);
    assertEquals(
        "REGRESSION: significant: p=0.0022 (exact) < 0.05, 6 and 6 runs; beyond budget",
        failure.getAttribute("message"));
    assertTrue(failure.getTextContent().contains("budget: 5%"), failure.getTextContent());
    Element p99 = (Element) cases.item(2);
    assertEquals("latency-p99", p99.getAttribute("name"));
    assertEquals(
        "inconclusive: no latency-p99 in either side",
        ((Element) p99.getElementsByTagName("skipped").item(0)).getAttribute("message"));
  }

  @Test
  void markdownAndJsonTellTheSameVerdict() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path cand =
        GateRuns.write(dir.resolve("cand"), GateRuns.times(CPU, 1.10), THROUGHPUT, List.of());
    Path out = dir.resolve("out");
    CommandRun result = gate(base, cand, "--out", out.toString(), "--format", "json");

    String md = Files.readString(out.resolve("gate.md"));
    assertTrue(md.startsWith("## perfkit gate: REGRESSION\n"), md);
    assertTrue(
        md.contains(
            "| check | baseline median [min, max] | candidate median [min, max] | shift [95% interval] | p | budget | verdict | why |\n"),
        md);
    assertTrue(
        md.contains("| cpu-time-per-request | 0.07115 [0.0705, 0.0718] ms/request (n=6) |"), md);
    JsonNode json = Json.mapper().readTree(result.out());
    assertEquals("regression", json.get("outcome").asText().toLowerCase(java.util.Locale.ROOT));
    assertEquals("regression", json.at("/checks/0/verdict").asText());
    assertEquals(2.0 / 924, json.at("/checks/0/pValue").asDouble(), 1e-12);
    assertEquals(Json.mapper().readTree(out.resolve("gate.json").toFile()), json);
  }

  @Test
  void aBadBudgetFileNamesItsLine() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    Path budget = dir.resolve("perfkit-budget.yml");
    Files.writeString(budget, "budgets:\n  throughput: fast\n");
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: "
            + budget
            + ": line 2: throughput: budget 'fast' is not a number with % or a unit (5%, 2 ms, 64 KiB, 0.5pp)",
        "gate",
        "--baseline",
        base.toString(),
        "--candidate",
        base.toString(),
        "--budget",
        budget.toString());
  }

  @Test
  void aMisspeltMetricIdIsAnInconclusiveLineNotSilence() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    CommandRun result =
        gate(base, base, "--max-regression", "cpu-time-per-reqest=2%", "--format", "json");
    assertTrue(
        result.out().contains("'cpu-time-per-reqest' is no metric of a run's summary"),
        result.out());
  }

  /**
   * Fixed files for what the real runs (GateJmhTest) leave out: average time (lower is better) and
   * a benchmark's parameters, in files of 2 forks of 5 iterations each. Forks are the samples, so 2
   * a side cannot reach significance whatever their 10 iterations say.
   */
  @Test
  void fixedJmhFilesOfTwoForksAreInconclusive() throws Exception {
    CommandRun result =
        gate(resource("jmh/baseline.json"), resource("jmh/candidate-parse-slower.json"));
    assertEquals(ExitCode.INCONCLUSIVE, result.exitCode(), result.err() + result.out());
    String parse = line(result.out(), "  dev.perfkit.bench.ParseBench.parse [avgt] (size=1024) ");
    assertTrue(parse.contains("ns/op (n=2)"), parse);
    assertTrue(parse.contains("inconclusive"), parse);
    assertTrue(result.out().contains("inconclusive (needs 4 forks)"), result.out());
    assertTrue(result.out().contains("each fork is one sample"), result.out());
  }

  /**
   * A hand-written file, as no real run gives these: JMH writes "NaN" only for an iteration that
   * failed, and never a file with no benchmark.
   */
  @Test
  void aJmhFileWithAFailedIterationOrNoBenchmarkIsBadInput() throws Exception {
    Path nan = dir.resolve("nan.json");
    Files.writeString(
        nan,
        Files.readString(resource("jmh/baseline.json"))
            .replaceFirst("\\[\\s*\\[\\s*([0-9.eE+-]+)", "[[\"NaN\""));
    CommandRun failed = gate(nan, nan);
    assertEquals(ExitCode.FAILURE, failed.exitCode(), failed.err());
    assertTrue(failed.err().contains("rawData holds \"NaN\", not a number"), failed.err());
    Path empty = dir.resolve("empty.json");
    Files.writeString(empty, "[]");
    CommandRun none = gate(empty, empty);
    assertEquals(ExitCode.FAILURE, none.exitCode(), none.err());
    assertTrue(none.err().contains("a JMH result file with no benchmark in it"), none.err());
  }

  @Test
  void aBenchmarkInAnotherUnitThanInAnEarlierFileCannotBePooled() throws Exception {
    Path micros = dir.resolve("micros.json");
    Files.writeString(
        micros, Files.readString(resource("jmh/baseline.json")).replace("\"ns/op\"", "\"us/op\""));
    CommandRun result = gate(List.of(resource("jmh/baseline.json"), micros), List.of(micros));
    assertEquals(ExitCode.FAILURE, result.exitCode(), result.err());
    assertTrue(
        oneLine(result.err())
            .contains(
                "dev.perfkit.bench.ParseBench.parse [avgt] (size=1024) is in us/op here, in ns/op"
                    + " where its side gave it before: it cannot be pooled"),
        result.err());
  }

  private static CommandRun gate(Path baseline, Path candidate, String... more) {
    return gate(List.of(baseline), List.of(candidate), more);
  }

  private static CommandRun gate(List<Path> baseline, List<Path> candidate, String... more) {
    return GateRuns.gate(baseline, candidate, more);
  }

  /**
   * The block of the check named {@code start} (its id, with the spaces around it), as one line:
   * the line that names it after its verdict, then its labelled lines, spaces collapsed.
   */
  private static String line(String out, String start) {
    String id = start.strip();
    List<String> lines = out.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String named = lines.get(i);
      if (named.length() > MARGIN && named.substring(MARGIN).startsWith(id)) {
        StringBuilder block = new StringBuilder(named);
        for (int j = i + 1; j < lines.size() && lines.get(j).startsWith(" ".repeat(MARGIN)); j++) {
          block.append(' ').append(lines.get(j));
        }
        return block.toString().replaceAll("\\s+", " ");
      }
    }
    return "(no check " + id + ")\n" + out;
  }

  /** The text with its wrapped lines joined: a wrap breaks between words only. */
  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  /** Where a check's name starts, after its verdict in the margin. */
  private static final int MARGIN = 16;

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(GateCommandTest.class.getClassLoader().getResource(name).toURI());
  }
}
