package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real {@code perfkit run --variant legacy --repeat 4} of the bundled server on NIO with
 * virtual threads (the demo's configuration, where every request runs in a lambda whose class has a
 * new address in every JVM), kept short, and the A/A comparison of two of its repeats: the set's
 * allocation flame graph has one tower per buffer site, not one per repeat, and the differential
 * flame graphs of the same code in two JVMs draw next to nothing as new.
 */
class FrameIdentityRunsTest {

  static final String REQUEST_BUFFER =
      "dev/perfkit/server/FreshRequestBuffers.allocateRequestBuffer";
  static final String RESPONSE_BUFFER =
      "dev/perfkit/server/LegacyResponseEncoder.createResponseBuffer";

  @TempDir static Path temp;

  static Path set;
  static Document compare;

  @BeforeAll
  static void aSetOfFourAndAnAaComparison() throws IOException {
    set = temp.resolve("legacy");
    CommandRun run =
        CommandRun.of(
            "run",
            "--out",
            set.toString(),
            "--variant",
            "legacy",
            "--execution-mode",
            "nio",
            "--thread-type",
            "virtual",
            "--repeat",
            "4",
            "--duration",
            "2s",
            "--warmup",
            "0",
            "--events",
            "cpu,alloc");
    assertEquals(0, run.exitCode(), run.err());
    Path out = temp.resolve("aa");
    CommandRun aa =
        CommandRun.of(
            "compare",
            "--out",
            out.toString(),
            set.resolve("repeats/1").toString(),
            set.resolve("repeats/2").toString());
    assertEquals(0, aa.exitCode(), aa.err());
    compare = Jsoup.parse(out.resolve("compare.html").toFile());
  }

  /**
   * Each buffer site is one tower, and the tower holds every sample a plain count of the set's
   * stacks gives the site (less its rare other caller's). A site's share is near 45% in the demo's
   * 8 s runs; in these 2 s runs the JVM's start (JFR's set-up, class loading) is a larger part, and
   * each site measured 35-37%: the bound asserts a tower per site, not the demo's share.
   */
  @Test
  void theSetsAllocationGraphHasOneTowerPerBufferSite() throws IOException {
    Document report = Jsoup.parse(set.resolve("report.html").toFile());
    FlameGraphPage graph =
        FlameGraphPage.of(report.selectFirst("#flame-alloc iframe").attr("srcdoc"));
    List<String> stacks = Files.readAllLines(set.resolve("stacks/alloc.collapsed"));
    for (String site : List.of(REQUEST_BUFFER, RESPONSE_BUFFER)) {
      // A tower is a frame of 5% or more: a site's rare other caller (the first request's) is not.
      List<FlameGraphPage.Frame> towers =
          graph.named(site).stream().filter(frame -> frame.total() * 20 >= graph.total()).toList();
      assertEquals(1, towers.size(), site + ": " + graph.named(site));
      double share = (double) towers.getFirst().total() / graph.total();
      double counted = (double) samplesThrough(stacks, site) / graph.total();
      System.out.printf(
          Locale.ROOT,
          "%s: tower %.1f%%, plain count %.1f%% of the set's %d allocation samples%n",
          site,
          share * 100,
          counted * 100,
          graph.total());
      assertTrue(share > 0.25 && share < 0.55, site + ": " + share);
      assertTrue(counted - share >= 0 && counted - share < 0.02, site + ": " + counted);
    }
  }

  private static long samplesThrough(List<String> stacks, String site) {
    return stacks.stream()
        .filter(line -> line.contains(site + "_["))
        .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
        .sum();
  }

  @Test
  void theSetsStacksCarryNoAddress() throws IOException {
    for (String event : List.of("cpu", "alloc")) {
      String stacks = Files.readString(set.resolve("stacks/" + event + ".collapsed"));
      assertTrue(stacks.contains("NioTransport$$Lambda.run"), event);
      assertEquals(-1, stacks.indexOf(".0x"), event);
      assertEquals(-1, stacks.indexOf("/0x"), event);
    }
  }

  /**
   * Two JVMs running the same code for 2 s sample different rare stacks (the JIT compiler's own C++
   * frames are most of a cold run's CPU samples, each deep stack seen once), so "new" is asserted
   * of Java frames only: none of 1% or more of the graph is drawn as new. On main the request's
   * lambda frame, under nearly every sample, had another address in each JVM and was drawn new.
   */
  @Test
  void anAaDifferentialGraphDrawsNoJavaFrameAsNew() {
    List<String> wideNew = new ArrayList<>();
    for (String event : List.of("cpu", "alloc")) {
      for (String side : List.of("grown", "shrunk")) {
        String id = "flame-diff-" + event + "-" + side;
        FlameGraphPage graph = FlameGraphPage.of(compare.getElementById(id).attr("srcdoc"));
        System.out.printf(
            Locale.ROOT,
            "%s: %.2f%% of %d drawn as new%n",
            id,
            graph.newShare() * 100,
            graph.total());
        graph.frames().stream()
            .filter(frame -> frame.isNew() && frame.isJava() && isWide(frame, graph.total()))
            .forEach(frame -> wideNew.add(id + ": " + frame));
      }
    }
    assertEquals(List.of(), wideNew, "Java frames of 10 samples and 5% or more drawn as new");
  }

  /** 10 samples: a stack seen 10 times in one run and never in the other is not chance. */
  private static boolean isWide(FlameGraphPage.Frame frame, long total) {
    return frame.total() >= 10 && frame.total() * 20 >= total;
  }
}
