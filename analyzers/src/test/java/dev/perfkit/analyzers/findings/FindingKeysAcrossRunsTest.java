package dev.perfkit.analyzers.findings;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.logs.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real runs of the same workload, each with its compilation log and JFR recording, give their
 * top findings the same keys: a key names the rule and the subject, never a run's numbers, so
 * {@code compare} can pair the findings of two runs.
 */
class FindingKeysAcrossRunsTest {

  /**
   * The top four the terminal shows: the workload's inlining failure, allocation site, GC overhead
   * and full GCs, in an order that varies with their scores. Minor findings inside the JDK (its
   * start-up's compilations) are hidden by default and vary from run to run: not compared.
   */
  private static final int TOP = 4;

  @TempDir Path temp;

  @Test
  void twoRunsOfTheSameWorkloadGiveTheirTopFindingsTheSameKeys() throws Exception {
    List<Finding> first = run("first");
    List<Finding> second = run("second");
    assertTrue(first.size() >= TOP, first.toString());
    // Each run's top four are among the other's findings: compare pairs them. (Not "the same top
    // four": a fifth finding near the fourth's score may trade places with it between runs.)
    assertTrue(allKeys(second).containsAll(keys(first)), scores(first) + "\n" + scores(second));
    assertTrue(allKeys(first).containsAll(keys(second)), scores(first) + "\n" + scores(second));
    // Some of the numbers differ between the runs; the keys carry none of them.
    assertTrue(
        keys(first).stream().anyMatch(key -> key.endsWith("LogWorkload.hotBigMethod")),
        keys(first).toString());
  }

  private static String scores(List<Finding> findings) {
    return findings.stream().map(f -> f.score() + " " + f.key()).toList().toString();
  }

  private static Set<String> allKeys(List<Finding> findings) {
    return findings.stream().map(Finding::key).collect(Collectors.toSet());
  }

  private static Set<String> keys(List<Finding> findings) {
    return findings.stream()
        .filter(finding -> !FindingRanking.minorInternal(finding))
        .limit(TOP)
        .map(Finding::key)
        .collect(Collectors.toSet());
  }

  private List<Finding> run(String name) throws Exception {
    Path dir = Files.createDirectories(temp.resolve(name));
    Path log = dir.resolve("compilation.log");
    Path jfr = dir.resolve("recording.jfr");
    ChildJvm.run(
        3,
        ChildJvm.compilationLogOptions(
            log,
            "-XX:StartFlightRecording=filename="
                + jfr
                + ",settings=default,jdk.CompilerInlining#enabled=true,"
                + "jdk.Compilation#threshold=0ms"),
        dir);
    return Analyzer.standard().analyzeFiles(List.of(jfr, log)).rankedFindings();
  }
}
