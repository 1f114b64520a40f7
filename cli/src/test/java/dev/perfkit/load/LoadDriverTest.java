package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.load.LoadResults;
import java.io.FileNotFoundException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The driver against a real HTTP server on loopback, its counts checked against the server's. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LoadDriverTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(5);

  @TempDir Path dir;
  private TestTarget target;

  @BeforeEach
  void startTarget() throws Exception {
    target = new TestTarget();
  }

  @AfterEach
  void stopTarget() {
    target.close();
  }

  @Test
  void closedModelCountsExactlyWhatTheServerReceived() throws Exception {
    LoadPlan plan =
        plan(LoadPhase.ofRequests(400), LoadPhase.ofRequests(2000), LoadModel.closed(4))
            .withTimeout(TIMEOUT);
    List<LoadProgress> progress = new CopyOnWriteArrayList<>();
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(progress::add, dir);

    assertEquals(2400, target.totalCount());
    assertEquals(1800, target.count("/hello"));
    assertEquals(600, target.count("/fail"));
    assertEquals(2000, results.total());
    assertEquals(1500, results.ok(), "the /hello requests after the warm-up");
    assertEquals(500, results.ko(), "the /fail (500) requests after the warm-up");
    assertEquals("HTTP 500", results.firstFailure());
    assertTrue(results.complete());
    assertEquals("closed", results.model());
    assertEquals(4, results.connections());
    assertEquals(0.75, results.successRate());
    assertEquals(results.perSecond().size(), progress.size());
    LoadProgress last = progress.get(progress.size() - 1);
    assertEquals(1800, last.ok());
    assertEquals(600, last.ko());
    assertEquals("measured", last.phase());
    assertEquals(null, last.remaining(), "a load counted in requests has no known end");
  }

  @Test
  void anInterleavedLoadSendsEachTargetTheSameRequests() throws Exception {
    LoadPlan plan =
        plan(LoadPhase.ofRequests(400), LoadPhase.ofRequests(4000), LoadModel.closed(4))
            .withTimeout(TIMEOUT);
    try (TestTarget twin = new TestTarget()) {
      LoadDriver driver = LoadDriver.interleaved(plan, List.of(target.baseUri(), twin.baseUri()));
      LoadResults results = driver.run(progress -> {}, dir);

      assertEquals(4000, results.total(), "the plan's count is of both targets together");
      for (TestTarget each : List.of(target, twin)) {
        assertEquals(2200, each.totalCount());
        assertEquals(1650, each.count("/hello"), "each target gets the whole mix, in its order");
        assertEquals(550, each.count("/fail"));
      }
      assertEquals(2200, driver.endedRequests(0));
      assertEquals(2200, driver.endedRequests(1));
    }
  }

  @Test
  void perSecondSeriesAddsUpToWhatTheServerReceived() throws Exception {
    Duration warmup = Duration.ofSeconds(1);
    LoadPlan plan =
        plan(
            LoadPhase.ofDuration(warmup),
            LoadPhase.ofDuration(Duration.ofSeconds(2)),
            LoadModel.closed(2));
    List<LoadProgress> progress = new CopyOnWriteArrayList<>();
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(progress::add, dir);

    List<LoadResults.SecondSample> seconds = results.perSecond();
    assertEquals(
        target.totalCount(), seconds.stream().mapToLong(LoadResults.SecondSample::requests).sum());
    assertEquals(
        target.count("/hello"), seconds.stream().mapToLong(LoadResults.SecondSample::ok).sum());
    assertEquals(
        target.count("/fail"), seconds.stream().mapToLong(LoadResults.SecondSample::ko).sum());
    // Each sample is labelled by the phase that held most of its stretch: when the samples came
    // (a late first one is all a loaded machine changes) decides the labels, so check them by it.
    assertEquals(seconds.size(), progress.size());
    Duration from = Duration.ZERO;
    for (int i = 0; i < seconds.size(); i++) {
      Duration to = progress.get(i).elapsed();
      Duration warmupPart = warmup.minus(from);
      String mostly =
          warmupPart.multipliedBy(2).compareTo(to.minus(from)) > 0 ? "warmup" : "measured";
      assertEquals(mostly, seconds.get(i).phase(), "second " + i + ": " + from + " to " + to);
      assertEquals(i, seconds.get(i).second());
      from = to;
    }
    assertEquals("measured", seconds.get(seconds.size() - 1).phase());
    assertTrue(results.total() > 0 && results.total() < target.totalCount(), "warm-up ran too");
  }

  @Test
  void aHeldWarmUpLastsUntilItIsEndedThenMeasuresItsCount() throws Exception {
    LoadPlan plan = plan(LoadPhase.ofRequests(50), LoadPhase.ofRequests(400), LoadModel.closed(2));
    LoadDriver driver = LoadDriver.create(plan, target.baseUri());
    driver.holdWarmup();
    List<LoadProgress> progress = new CopyOnWriteArrayList<>();
    // Held well past its 50 requests: ended by the listener at the end of the third second.
    LoadResults results =
        driver.run(
            p -> {
              progress.add(p);
              if (progress.size() == 3) {
                driver.endWarmup();
              }
            },
            dir);

    assertEquals(List.of("warmup", "warmup", "warmup"), phases(progress.subList(0, 3)));
    assertEquals("measured", progress.get(progress.size() - 1).phase());
    assertEquals(400, results.total(), "the measured count, whatever the warm-up's length");
    assertTrue(target.totalCount() > 450, "held past 50: " + target.totalCount());
    assertEquals(null, progress.get(0).remaining(), "a held warm-up has no known end");
  }

  private static List<String> phases(List<LoadProgress> progress) {
    return progress.stream().map(LoadProgress::phase).toList();
  }

  @Test
  void responsesOfUnexpectedStatusesAreKoAndCountedByStatus() throws Exception {
    LoadPlan plan =
        new LoadPlan(
            "statuses",
            List.of(
                RequestSpec.get("/hello").withWeight(2),
                RequestSpec.get("/missing"),
                RequestSpec.get("/fail")),
            LoadPhase.ofRequests(40),
            LoadPhase.ofRequests(400),
            LoadModel.closed(2),
            TIMEOUT);
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    assertEquals(110, target.count("/missing"));
    assertEquals(200, results.ok(), "only the 2xx of the measured phase");
    assertEquals(200, results.ko());
    assertEquals(Map.of("404", 100L, "500", 100L), results.koByStatus());
    Map<String, Long> perSecond = new TreeMap<>();
    results
        .perSecond()
        .forEach(s -> s.koByStatus().forEach((k, v) -> perSecond.merge(k, v, Long::sum)));
    assertEquals(Map.of("404", 110L, "500", 110L), perSecond, "warm-up included");
    LoadResults read =
        new ObjectMapper().readValue(dir.resolve("results.json").toFile(), LoadResults.class);
    assertEquals(results.koByStatus(), read.koByStatus());
    String json = Files.readString(dir.resolve("results.json"));
    assertTrue(
        json.contains("\"koByStatus\" : {\n    \"404\" : 100,\n    \"500\" : 100\n  }"), json);
  }

  @Test
  void aRequestsOwnExpectedStatusesDecideWhatIsOk() throws Exception {
    RequestSpec missing =
        new RequestSpec("GET", "/missing", null, Map.of(), 1, ExpectedStatus.parse("404"));
    LoadPlan plan =
        new LoadPlan(
                "expected",
                List.of(RequestSpec.get("/hello"), missing),
                LoadPhase.NONE,
                LoadPhase.ofRequests(100),
                LoadModel.closed(2),
                TIMEOUT)
            .withDefaultExpect(ExpectedStatus.parse("201,204"));
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    assertEquals(50, results.ok(), "the 404s, which their request expects");
    assertEquals(Map.of("200", 50L), results.koByStatus(), "200 is not among 201 and 204");
    assertEquals("HTTP 200", results.firstFailure());
  }

  @Test
  void withoutAScenarioTheTargetUrlItselfIsRequestedWithItsQuery() throws Exception {
    LoadPlan plan =
        BuiltInScenarios.targetUrl()
            .withWarmup(LoadPhase.NONE)
            .withMeasured(LoadPhase.ofRequests(30));
    URI url = target.baseUri().resolve("/app/items?page=2&size=10");
    LoadResults results = LoadDriver.create(plan, url).run(p -> {}, dir);

    assertEquals(30, target.countWithQuery("/app/items?page=2&size=10"));
    assertEquals(30, target.totalCount());
    assertEquals(30, results.ok());
    assertEquals("url", results.scenario());
  }

  @Test
  void resultsFileAndHistogramLogReadBack() throws Exception {
    LoadPlan plan =
        plan(LoadPhase.ofRequests(100), LoadPhase.ofRequests(1000), LoadModel.closed(3));
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    LoadResults read =
        new ObjectMapper().readValue(dir.resolve("results.json").toFile(), LoadResults.class);
    assertEquals(results, read);
    assertEquals(750, read.ok());
    assertEquals(250, read.ko());
    Histogram logged = readLog(dir.resolve(results.histogramFile()));
    assertEquals(1000, logged.getTotalCount());
    assertEquals(results.latency().maxMs(), logged.getMaxValue() / 1e6, 1e-9);
  }

  @Test
  void requestsPastTheirTimeoutAreKoAndTheConnectionRecovers() throws Exception {
    Duration timeout = Duration.ofSeconds(1);
    LoadPlan plan =
        new LoadPlan(
            "timeouts",
            List.of(RequestSpec.get("/hello"), RequestSpec.get("/slow")),
            LoadPhase.NONE,
            LoadPhase.ofRequests(12),
            LoadModel.closed(2),
            timeout);
    // /slow never answers while the target runs: returning at all proves the driver gave up.
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    assertEquals(6, target.count("/hello"));
    assertEquals(6, results.ok(), "each /hello on a fresh connection after a timeout");
    assertEquals(6, results.ko());
    assertEquals("the request timed out", results.firstFailure());
    assertEquals(6, target.awaitCount("/slow", 6, TIMEOUT), "every /slow reached the target");
    double maxMs = results.latency().maxMs();
    assertTrue(maxMs >= timeout.toMillis(), "gave up before the timeout: " + maxMs + " ms");
    // Well under the 5 s and 10 s timeouts used elsewhere: a driver that ignored the plan's
    // timeout for one of them would wait past this bound.
    assertTrue(maxMs < 3 * timeout.toMillis(), "gave up long after the timeout: " + maxMs + " ms");
  }

  @Test
  void chunkedBodiesAndClosedConnectionsAreReadCorrectly() throws Exception {
    LoadPlan plan =
        new LoadPlan(
            "framing",
            List.of(
                RequestSpec.get("/chunked"), RequestSpec.get("/close"), RequestSpec.get("/hello")),
            LoadPhase.NONE,
            LoadPhase.ofRequests(300),
            LoadModel.closed(3),
            TIMEOUT);
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    assertEquals(300, results.ok());
    assertEquals(0, results.ko());
    assertEquals(null, results.firstFailure(), "no request failed");
    assertEquals(100, target.count("/chunked"));
    assertEquals(100, target.count("/close"));
    assertEquals(100, target.count("/hello"));
  }

  @Test
  void stopCutsTheLoadShortAndKeepsWhatWasMeasured() throws Exception {
    LoadPlan plan =
        plan(LoadPhase.NONE, LoadPhase.ofDuration(Duration.ofSeconds(30)), LoadModel.closed(2));
    LoadDriver driver = LoadDriver.create(plan, target.baseUri());
    Thread.ofPlatform().start(() -> stopAfter(driver, 1500));
    LoadResults results = driver.run(p -> {}, dir);

    assertFalse(results.complete());
    assertTrue(results.total() > 0);
    long recorded =
        results.perSecond().stream().mapToLong(LoadResults.SecondSample::requests).sum();
    assertEquals(results.total(), recorded);
    assertTrue(target.totalCount() >= recorded && target.totalCount() <= recorded + 2);
    LoadResults read =
        new ObjectMapper().readValue(dir.resolve("results.json").toFile(), LoadResults.class);
    assertFalse(read.complete());
    assertEquals(results.total(), readLog(dir.resolve("histogram.hlog")).getTotalCount());
  }

  @Test
  void interruptStopsTheLoadAndIsKeptOnTheThread() throws Exception {
    LoadPlan plan =
        plan(LoadPhase.NONE, LoadPhase.ofDuration(Duration.ofSeconds(30)), LoadModel.closed(2));
    LoadDriver driver = LoadDriver.create(plan, target.baseUri());
    List<Object> outcome = new CopyOnWriteArrayList<>();
    Thread runner =
        Thread.ofPlatform()
            .start(
                () -> {
                  try {
                    outcome.add(driver.run(p -> {}, dir));
                    outcome.add(Thread.currentThread().isInterrupted());
                  } catch (Exception e) {
                    outcome.add(e);
                  }
                });
    Thread.sleep(1200);
    runner.interrupt();
    runner.join();

    LoadResults results = (LoadResults) outcome.get(0);
    assertFalse(results.complete());
    assertTrue(results.total() > 0);
    assertEquals(true, outcome.get(1));
    assertTrue(Files.isRegularFile(dir.resolve("results.json")));
  }

  @Test
  void manyConnectionsRunOnVirtualThreads() throws Exception {
    LoadPlan plan = plan(LoadPhase.NONE, LoadPhase.ofRequests(1200), LoadModel.closed(300));
    LoadResults results = LoadDriver.create(plan, target.baseUri()).run(p -> {}, dir);

    assertEquals(1200, target.totalCount());
    assertEquals(900, results.ok());
    assertEquals(300, results.ko());
  }

  @Test
  void aTargetThatRefusesConnectionsGivesKoNotErrors() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = socket.getLocalPort();
    }
    LoadPlan plan = plan(LoadPhase.NONE, LoadPhase.ofRequests(20), LoadModel.closed(2));
    URI nobody = URI.create("http://127.0.0.1:" + closedPort + "/");
    LoadResults results = LoadDriver.create(plan, nobody).run(p -> {}, dir);

    assertEquals(20, results.total());
    assertEquals(20, results.ko());
    assertEquals("connection refused", results.firstFailure());
    assertTrue(results.complete());
  }

  @Test
  void aFailingListenerStopsTheLoadBeforeItsExceptionLeaves() {
    LoadPlan plan =
        plan(LoadPhase.NONE, LoadPhase.ofDuration(Duration.ofSeconds(30)), LoadModel.closed(2));
    LoadDriver driver = LoadDriver.create(plan, target.baseUri());
    LoadListener failing =
        p -> {
          throw new IllegalStateException("listener failed");
        };

    assertThrows(IllegalStateException.class, () -> driver.run(failing, dir));
    assertTrue(
        Thread.getAllStackTraces().keySet().stream()
            .noneMatch(t -> t.getName().matches("perfkit-load-[0-9]+") && t.isAlive()),
        "no load thread left running");
  }

  private static void stopAfter(LoadDriver driver, long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    driver.stop();
  }

  private static LoadPlan plan(LoadPhase warmup, LoadPhase measured, LoadModel model) {
    return new LoadPlan(
        "test",
        List.of(RequestSpec.get("/hello").withWeight(3), RequestSpec.get("/fail")),
        warmup,
        measured,
        model,
        TIMEOUT);
  }

  static Histogram readLog(Path file) throws FileNotFoundException {
    Histogram sum = LoadStats.newHistogram();
    HistogramLogReader reader = new HistogramLogReader(file.toFile());
    EncodableHistogram interval;
    while ((interval = reader.nextIntervalHistogram()) != null) {
      sum.add((Histogram) interval);
    }
    return sum;
  }
}
