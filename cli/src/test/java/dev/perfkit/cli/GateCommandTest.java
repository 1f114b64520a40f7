package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.json.Json;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        result
            .out()
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
    assertTrue(cpuRow.endsWith("significant and beyond budget"), cpuRow);
    assertTrue(
        line(result.out(), "  throughput ").contains("not significant (p >= 0.05)"), result.out());
  }

  @Test
  void theSameRunsPass() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    CommandRun result = gate(base, base);
    assertEquals(ExitCode.OK, result.exitCode(), result.err() + result.out());
    assertTrue(
        result.out().contains(": pass (0 regressed, 0 improved, 2 pass, 0 inconclusive)"),
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
        line(result.out(), "  cpu-time-per-request ").endsWith("significant, within budget"),
        result.out());
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
            .endsWith("n=1 vs 1: run with --repeat N (N >= 4)"),
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
        failing
            .out()
            .contains(
                "  REGRESSION finding inlining-failure:app.Reader.next -> app.Reader.read (WARNING): new, and fail-on-new names it\n"),
        failing.out());
    assertTrue(
        !failing.out().contains("java.lang.String.split"), "a JDK finding is not the change's");

    assertEquals(ExitCode.OK, gate(base, cand).exitCode());
  }

  @Test
  void jmhFilesWithAKnownShiftFail() throws Exception {
    CommandRun result =
        gate(resource("jmh/baseline.json"), resource("jmh/candidate-parse-slower.json"));
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    String parse = line(result.out(), "  dev.perfkit.bench.ParseBench.parse [avgt] (size=1024) ");
    assertTrue(parse.contains("(+12.0%)"), parse);
    assertTrue(parse.contains("ns/op (n=10)"), parse);
    assertTrue(parse.contains("REGRESSION"), parse);
    // 10 vs 10 fully separated: 2 / C(20, 10) = 1.08e-5
    assertTrue(parse.contains("<0.0001"), parse);
    String route = line(result.out(), "  dev.perfkit.bench.RouteBench.route [thrpt] ");
    assertTrue(route.contains(" pass "), route);
  }

  @Test
  void twoJmhFilesOfTheSameDataPass() throws Exception {
    Path file = resource("jmh/baseline.json");
    CommandRun result = gate(file, file);
    assertEquals(ExitCode.OK, result.exitCode(), result.out());
    assertTrue(
        line(result.out(), "  dev.perfkit.bench.ParseBench.parse ").contains("+0 ns/op (+0.0%) [-"),
        result.out());
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
    assertEquals("REGRESSION: significant and beyond budget", failure.getAttribute("message"));
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
  void aRunAgainstAJmhFileIsAUsageError() throws Exception {
    Path base = GateRuns.write(dir.resolve("base"), CPU, THROUGHPUT, List.of());
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --baseline is a run and --candidate a JMH result file: they cannot be compared",
        "gate",
        "--baseline",
        base.toString(),
        "--candidate",
        resource("jmh/baseline.json").toString());
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

  @Test
  void aJmhBudgetInTheWrongUnitIsAUsageError() throws Exception {
    Path file = resource("jmh/baseline.json");
    CommandRun result = gate(file, file, "--max-regression", "jmh=2 ms");
    assertEquals(ExitCode.USAGE, result.exitCode(), result.err());
    assertTrue(
        result.err().contains("budget '2 ms': a budget in ms cannot bound a metric in ops/s"),
        result.err());
  }

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

  private static CommandRun gate(Path baseline, Path candidate, String... more) {
    List<String> all =
        new java.util.ArrayList<>(
            List.of(
                "gate", "--baseline", baseline.toString(), "--candidate", candidate.toString()));
    all.addAll(List.of(more));
    return CommandRun.of(all.toArray(String[]::new));
  }

  private static String line(String out, String start) {
    return out.lines()
        .filter(l -> l.startsWith(start))
        .findFirst()
        .orElse("(no line " + start + ")\n" + out);
  }

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(GateCommandTest.class.getClassLoader().getResource(name).toURI());
  }
}
