package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegressionInjectionTest {
  private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static final HttpRequest HELLO =
      new HttpRequest("GET", "/hello", null, false, true, HttpRequest.NO_BODY, 20);
  private static final int REQUESTS = 1_000;

  @Test
  void nothingInjectedIsTheVariantsOwnRouter() {
    Router router = new DirectRouter();
    assertSame(router, InjectingRouter.around(router, RegressionInjection.NONE));
  }

  @Test
  void injectedAllocationIsTheArrayPerRequest() throws HttpStatusException {
    Router plain = new DirectRouter();
    Router injected = InjectingRouter.around(plain, new RegressionInjection(0, 10_000));
    allocatedPerRequest(plain); // warms both paths up, so the JIT's own work is not counted
    allocatedPerRequest(injected);
    double extra = allocatedPerRequest(injected) - allocatedPerRequest(plain);
    // 10,000 bytes plus the array's 16-byte header, rounded up to 8 bytes.
    assertEquals(10_016, extra, 16, "extra bytes allocated per request");
  }

  @Test
  void retainedMemoryStopsAtItsBound() {
    RetainedMemory retained = new RetainedMemory(10_000);
    for (int i = 0; i < 9; i++) {
      assertTrue(retained.keep(1_000), "array " + i);
    }
    assertTrue(retained.keep(1_000), "the tenth fills the bound exactly");
    assertFalse(retained.keep(1), "nothing past the bound");
    assertEquals(10_000, retained.total());
  }

  @Test
  void theDefaultBoundIsAQuarterOfTheHeapAtMost256MiB() {
    long expected = Math.min(256L << 20, Runtime.getRuntime().maxMemory() / 4);
    assertEquals(expected, new RetainedMemory().bound());
  }

  @Test
  void injectedRetentionStaysReachableAcrossCollections() throws HttpStatusException {
    Router injected =
        InjectingRouter.around(new DirectRouter(), new RegressionInjection(0, 0, 4_096));
    long before = usedAfterGc();
    for (int i = 0; i < 5_000; i++) {
      injected.route(HELLO);
    }
    long grown = usedAfterGc() - before;
    Reference.reachabilityFence(injected);
    // 5,000 arrays of 4,096 bytes (+16 header) and their list slots: about 20.6 MB stays live.
    assertTrue(grown > 19_000_000 && grown < 23_000_000, "live bytes grown: " + grown);
  }

  @Test
  void injectedCpuWorkIsAboutTheNanosecondsAsked() throws HttpStatusException {
    Router plain = new DirectRouter();
    Router injected = InjectingRouter.around(plain, new RegressionInjection(100_000, 0));
    double plainNs = Double.MAX_VALUE;
    double injectedNs = Double.MAX_VALUE;
    // The fastest of interleaved rounds: a busy shared machine only ever adds time.
    for (int round = 0; round < 5; round++) {
      plainNs = Math.min(plainNs, cpuPerRequest(plain));
      injectedNs = Math.min(injectedNs, cpuPerRequest(injected));
    }
    double extra = injectedNs - plainNs;
    // 100 us asked; the calibration's and this measurement's noise on a shared machine allow 40%.
    assertTrue(extra > 60_000 && extra < 140_000, "extra CPU ns per request: " + extra);
  }

  @Test
  void theAnswerIsTheVariantsOwn() throws HttpStatusException {
    Router injected =
        InjectingRouter.around(new RegexRouter(), new RegressionInjection(1_000, 1_000));
    HttpResponse response = injected.route(HELLO);
    assertEquals("Hello, World!", new String(response.body(), StandardCharsets.US_ASCII));
  }

  @Test
  void flagsAndReadinessLineNameTheInjection() throws Exception {
    ServerConfig config =
        ServerArgs.parse(
            List.of(
                "--inject-cpu-ns",
                "5000",
                "--inject-alloc-bytes=2048",
                "--inject-retain-bytes",
                "4096",
                "--port",
                "0"));
    assertEquals(new RegressionInjection(5_000, 2_048, 4_096), config.injection());
    try (TargetServer server = TargetServer.start(config)) {
      assertTrue(
          server
              .readinessLine()
              .endsWith(
                  "variant=legacy inject-cpu-ns=5000 inject-alloc-bytes=2048"
                      + " inject-retain-bytes=4096"),
          server.readinessLine());
    }
  }

  private static long usedAfterGc() {
    System.gc();
    Runtime runtime = Runtime.getRuntime();
    return runtime.totalMemory() - runtime.freeMemory();
  }

  private static double allocatedPerRequest(Router router) throws HttpStatusException {
    long before = THREADS.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < REQUESTS; i++) {
      router.route(HELLO);
    }
    return (double) (THREADS.getCurrentThreadAllocatedBytes() - before) / REQUESTS;
  }

  private static double cpuPerRequest(Router router) throws HttpStatusException {
    long before = THREADS.getCurrentThreadCpuTime();
    for (int i = 0; i < REQUESTS; i++) {
      router.route(HELLO);
    }
    return (double) (THREADS.getCurrentThreadCpuTime() - before) / REQUESTS;
  }
}
