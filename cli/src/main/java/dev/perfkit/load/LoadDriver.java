package dev.perfkit.load;

import dev.perfkit.analyzers.load.LoadResults;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;

/**
 * perfkit's HTTP load driver: runs a {@link LoadPlan} against one target, closed or open model,
 * over lean keep-alive HTTP/1.1 connections (one thread each, virtual beyond 256), and writes
 * {@code results.json} and {@code histogram.hlog}. One driver runs one load. Against several
 * targets at once (a duet, {@link #interleaved}) it hands the schedule's tickets to them in turns,
 * each worker holding a connection to each, so that both get the same arrival schedule.
 */
public final class LoadDriver {
  private static final String HISTOGRAM_FILE = "histogram.hlog";
  private static final long SECOND_NANOS = TimeUnit.SECONDS.toNanos(1);
  private static final int PLATFORM_THREAD_LIMIT = 256;

  private final LoadPlan plan;
  private final List<TargetAddress> targets;
  private final List<HttpConnection> connections = new ArrayList<>();
  private volatile Schedule schedule;
  private volatile LoadStats stats;
  private final AtomicBoolean running = new AtomicBoolean();
  private volatile boolean stopRequested;
  private volatile boolean warmupHeld;

  private LoadDriver(LoadPlan plan, List<TargetAddress> targets) {
    this.plan = plan;
    this.targets = List.copyOf(targets);
  }

  /**
   * A driver for the plan against {@code baseUri} (such as {@code http://127.0.0.1:8080/}); request
   * paths are appended to its path. Throws {@link LoadSetupException} for a URL that is not http.
   */
  public static LoadDriver create(LoadPlan plan, URI baseUri) {
    return new LoadDriver(plan, List.of(TargetAddress.of(baseUri)));
  }

  /**
   * A driver whose tickets go to the targets in turns of one each, the order within a turn rotated
   * from turn to turn ({@link TargetTurns}), each target's requests in the mix's order: the plan's
   * rate is the total, each target gets its share of it.
   */
  public static LoadDriver interleaved(LoadPlan plan, List<URI> baseUris) {
    return new LoadDriver(plan, baseUris.stream().map(TargetAddress::of).toList());
  }

  /**
   * The requests to target number {@code index} that have ended so far, answered or failed, warm-up
   * included (0 before the load): read around a reading of the target, it counts the requests that
   * reading covers.
   */
  public long endedRequests(int index) {
    LoadStats current = stats;
    return current == null ? 0 : current.endedAt(index);
  }

  /**
   * Makes the warm-up, once its planned length is over, go on until {@link #endWarmup()}: for a
   * warm-up that ends when the target is ready rather than after a fixed time. Call before {@link
   * #run}.
   */
  public void holdWarmup() {
    warmupHeld = true;
  }

  /** Ends a held warm-up, from any thread; the measured phase starts once it is planned to. */
  public void endWarmup() {
    warmupHeld = false;
    Schedule current = schedule;
    if (current != null) {
      current.endWarmup();
    }
  }

  /**
   * Runs the load to its end, or until {@link #stop()} or an interrupt, and writes {@code
   * results.json} and {@code histogram.hlog} into {@code loadDir}. A load cut short returns what it
   * measured with {@code complete=false}; after an interrupt the thread's interrupt flag is set
   * again on return.
   */
  public LoadResults run(LoadListener listener, Path loadDir)
      throws IOException, InterruptedException {
    if (!running.compareAndSet(false, true)) {
      throw new IllegalStateException("a LoadDriver runs one load; create another for the next");
    }
    Files.createDirectories(loadDir);
    InetSocketAddress[] addresses = new InetSocketAddress[targets.size()];
    RequestMix[] mixes = new RequestMix[targets.size()];
    for (int i = 0; i < addresses.length; i++) {
      addresses[i] = targets.get(i).resolve();
      mixes[i] = new RequestMix(plan.requests(), targets.get(i));
    }
    Instant start = Instant.now();
    long startNanos = System.nanoTime();
    LoadStats stats = new LoadStats(targets.size());
    this.stats = stats;
    boolean held = warmupHeld;
    Schedule started = new Schedule(plan, startNanos, held);
    schedule = started;
    if (!warmupHeld) {
      started.endWarmup(); // ended between the two reads above
    }
    boolean interrupted;
    LoadReporter reporter;
    try (HistogramLogFile log =
        new HistogramLogFile(loadDir.resolve(HISTOGRAM_FILE), start.toEpochMilli())) {
      reporter =
          new LoadReporter(
              stats,
              started,
              listener,
              log.writer(),
              held ? null : plan.plannedDuration(),
              startNanos);
      interrupted = drive(addresses, mixes, stats, reporter, started);
    }
    LoadResults results = results(start, stats, reporter, !interrupted && !started.stopped());
    ResultsFile.write(results, loadDir);
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return results;
  }

  /** Stops the load from any thread; {@link #run} then returns what was measured. */
  public void stop() {
    stopRequested = true;
    Schedule current = schedule;
    if (current != null) {
      current.stop();
    }
    synchronized (connections) {
      connections.forEach(HttpConnection::abort);
    }
  }

  private boolean drive(
      InetSocketAddress[] addresses,
      RequestMix[] mixes,
      LoadStats stats,
      LoadReporter reporter,
      Schedule started) {
    List<Thread> workers = startWorkers(addresses, mixes, stats, started);
    TimeoutWatchdog watchdog = new TimeoutWatchdog(connectionsSnapshot());
    boolean interrupted = false;
    boolean reported = false;
    try {
      interrupted = reportUntilDone(workers, reporter);
      reported = true;
    } finally {
      if (!reported) {
        stopAndAwait(workers); // the listener threw: leave no load running behind the exception
      }
      watchdog.close();
    }
    reporter.sample(System.nanoTime(), true);
    return interrupted;
  }

  private List<Thread> startWorkers(
      InetSocketAddress[] addresses, RequestMix[] mixes, LoadStats stats, Schedule started) {
    long timeoutNanos = plan.timeout().toNanos();
    List<Thread> workers = new ArrayList<>();
    int count = plan.model().connections();
    // Platform threads block in read() with one system call and beat virtual threads' poller
    // on throughput; past a few hundred connections, virtual threads save the memory.
    Thread.Builder threads =
        count <= PLATFORM_THREAD_LIMIT ? Thread.ofPlatform().daemon() : Thread.ofVirtual();
    for (int i = 0; i < count; i++) {
      HttpConnection[] own = new HttpConnection[addresses.length];
      for (int t = 0; t < addresses.length; t++) {
        own[t] = new HttpConnection(addresses[t], timeoutNanos);
      }
      synchronized (connections) {
        connections.addAll(List.of(own));
      }
      LoadWorker worker = new LoadWorker(started, mixes, own, stats);
      workers.add(threads.name("perfkit-load-" + i).start(worker));
    }
    if (stopRequested) {
      stop(); // stop() came while the workers were starting
    }
    return workers;
  }

  /** Samples every second until the workers are done; returns whether it was interrupted. */
  private boolean reportUntilDone(List<Thread> workers, LoadReporter reporter) {
    long nextTick = System.nanoTime() + SECOND_NANOS;
    boolean interrupted = false;
    for (Thread worker : workers) {
      while (worker.isAlive()) {
        try {
          long wait = nextTick - System.nanoTime();
          if (wait <= 0 || !worker.join(Duration.ofNanos(wait))) {
            reporter.sample(System.nanoTime(), false);
            nextTick += SECOND_NANOS;
          }
        } catch (InterruptedException e) {
          interrupted = true;
          stop();
        }
      }
    }
    return interrupted;
  }

  private void stopAndAwait(List<Thread> workers) {
    stop();
    for (Thread worker : workers) {
      try {
        worker.join(Duration.ofSeconds(5));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private List<HttpConnection> connectionsSnapshot() {
    synchronized (connections) {
      return List.copyOf(connections);
    }
  }

  private LoadResults results(
      Instant start, LoadStats stats, LoadReporter reporter, boolean complete) {
    Histogram measured = reporter.measured();
    LoadModel model = plan.model();
    return new LoadResults(
        LoadResults.SCHEMA_VERSION,
        plan.scenario(),
        model.kind().key(),
        model.connections(),
        model.ratePerSecond(),
        start,
        Instant.now(),
        complete,
        stats.measuredOk() + stats.measuredKo(),
        stats.measuredOk(),
        stats.measuredKo(),
        stats.measuredKoByStatus(),
        stats.firstFailure(),
        latency(measured),
        reporter.seconds(),
        HISTOGRAM_FILE,
        plan.timeout().toMillis());
  }

  private static LoadResults.Latency latency(Histogram measured) {
    double max = measured.getTotalCount() == 0 ? 0 : measured.getMaxValue() / 1e6;
    double mean = measured.getTotalCount() == 0 ? 0 : measured.getMean() / 1e6;
    return new LoadResults.Latency(
        LoadReporter.millis(measured, 50),
        LoadReporter.millis(measured, 90),
        LoadReporter.millis(measured, 99),
        LoadReporter.millis(measured, 99.9),
        max,
        mean);
  }
}
