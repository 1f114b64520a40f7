package dev.perfkit.collect;

import dev.perfkit.analyzers.gate.duet.DuetInterval;
import dev.perfkit.analyzers.gate.duet.DuetRound;
import dev.perfkit.analyzers.gate.duet.SideReading;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.load.LoadDriver;
import dev.perfkit.load.LoadListener;
import dev.perfkit.load.LoadPlan;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One round of a duet: starts both sides at once (fresh JVMs, each on its own port, in the order
 * given), loads them from one driver with the same arrival schedule interleaved, holds the warm-up
 * until both JITs are idle ({@link JitIdleWarmup} over the two compilers' time together), and reads
 * each side's CPU time, allocation and requests served at the same instants: when the warm-up ends
 * and when the load does. A stop asked for meanwhile (Ctrl-C, SIGTERM, SIGHUP) ends the round's
 * load and leaves the round out; both sides are stopped however the round ends.
 */
public final class DuetRoundCollection {

  private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);

  /** The two sides, each with its port. */
  public record Sides(
      DuetTarget baseline, int baselinePort, DuetTarget candidate, int candidatePort) {}

  private final LoadPlan plan;
  private final StopSignal stop;
  private final Consumer<String> progress;

  /**
   * @param plan the load of both sides together: its rate is the total, half to each
   * @param stop asked for when the duet is to end early
   * @param progress where to say what the round is doing, a line at a time
   */
  public DuetRoundCollection(LoadPlan plan, StopSignal stop, Consumer<String> progress) {
    this.plan = plan;
    this.stop = stop;
    this.progress = progress;
  }

  /**
   * Runs round {@code round} into {@code dir} ({@code baseline/} and {@code candidate/} hold each
   * side's output, {@code load/} the driver's results), the baseline started first when {@code
   * baselineFirst}, and as target 0 of the interleaved schedule then (which target leads each of
   * its turns changes from turn to turn). Empty when a stop was asked for before the round ended.
   */
  public Optional<DuetRound> run(int round, boolean baselineFirst, Sides sides, Path dir)
      throws IOException, InterruptedException {
    List<String> notes = new ArrayList<>();
    Side base = new Side("baseline", sides.baseline(), sides.baselinePort(), dir);
    Side cand = new Side("candidate", sides.candidate(), sides.candidatePort(), dir);
    List<Side> order = baselineFirst ? List.of(base, cand) : List.of(cand, base);
    try {
      for (Side side : order) {
        side.start();
      }
      for (Side side : order) {
        if (!side.awaitReady()) {
          return Optional.empty();
        }
        side.attach(notes);
      }
      return measure(round, baselineFirst, order, base, cand, dir, notes);
    } finally {
      for (Side side : order) {
        side.stop(notes);
      }
    }
  }

  private Optional<DuetRound> measure(
      int round,
      boolean baselineFirst,
      List<Side> order,
      Side base,
      Side cand,
      Path dir,
      List<String> notes)
      throws IOException, InterruptedException {
    List<URI> urls = order.stream().map(Side::url).toList();
    LoadDriver driver = LoadDriver.interleaved(plan, urls);
    driver.holdWarmup();
    long loadStart = System.nanoTime();
    long[] measuredStart = {0};
    List<DuetInterval> intervals = new ArrayList<>();
    LoadListener listener =
        new JitIdleWarmup(
            progress -> {
              if (measuredStart[0] != 0) {
                intervals.add(interval(measuredStart[0], base, cand, driver, order));
              }
            },
            progress -> bothCompilers(base, cand),
            plan.warmup().byDuration() ? plan.warmup().duration() : Duration.ZERO,
            urls.size(),
            why -> {
              notes.add(why);
              base.markStart(driver, order.indexOf(base));
              cand.markStart(driver, order.indexOf(cand));
              measuredStart[0] = System.nanoTime();
              driver.endWarmup();
            });
    progress.accept("round " + round + ": warming up until both JITs are idle, then measuring");
    stop.onStop(driver::stop);
    try {
      driver.run(listener, dir.resolve("load"));
    } finally {
      stop.onStop(() -> {});
    }
    long end = System.nanoTime();
    if (stop.isRequested()) {
      return Optional.empty();
    }
    if (measuredStart[0] == 0) {
      throw new TargetFailure("the load ended before the warm-up did");
    }
    SideReading baseline = base.readEnd(driver, order.indexOf(base));
    SideReading candidate = cand.readEnd(driver, order.indexOf(cand));
    return Optional.of(
        new DuetRound(
            round,
            baselineFirst,
            (measuredStart[0] - loadStart) / 1e9,
            (end - measuredStart[0]) / 1e9,
            baseline,
            candidate,
            intervals,
            notes));
  }

  /** Both sides read now, since the window began. */
  private static DuetInterval interval(
      long windowStart, Side base, Side cand, LoadDriver driver, List<Side> order) {
    return new DuetInterval(
        (System.nanoTime() - windowStart) / 1e9,
        base.cpuSinceStart(),
        cand.cpuSinceStart(),
        driver.endedRequests(order.indexOf(base)) - base.startRequests,
        driver.endedRequests(order.indexOf(cand)) - cand.startRequests);
  }

  /** Both sides' CPU time and their compilers' together: the warm-up ends when both are idle. */
  private static TargetCpuClock.Reading bothCompilers(Side base, Side cand) {
    ThreadCpuClock.Reading a = base.clock.read();
    ThreadCpuClock.Reading b = cand.clock.read();
    if (a == null || b == null) {
      return null;
    }
    return new TargetCpuClock.Reading(
        Duration.ofNanos(a.totalNanos() + b.totalNanos()),
        Duration.ofNanos(a.compilerNanos() + b.compilerNanos()));
  }

  /** One side's process in this round, and what was read of it. */
  private final class Side {
    private final String name;
    private final DuetTarget target;
    private final int port;
    private final RunDirectory dir;
    private TargetProcess process;
    private ThreadCpuClock clock;
    private AllocationCounter allocation;
    private ThreadCpuClock.Reading startCpu;
    private Double startProcessSeconds;
    private Long startBytes;
    private long startRequests;
    private long startAllocationRequests;

    Side(String name, DuetTarget target, int port, Path roundDir) {
      this.name = name;
      this.target = target;
      this.port = port;
      this.dir = new RunDirectory(roundDir.resolve(name));
    }

    void start() throws IOException {
      Files.createDirectories(dir.logsDir());
      process = TargetProcess.start(target.command(port), dir, target.readiness(port), line -> {});
    }

    /** Whether the side became ready; false when a stop was asked for first. */
    boolean awaitReady() {
      try {
        // Returns on a stop too; its ready line is no sign of either (a port has none).
        process.awaitReady(target.readiness(port), READY_TIMEOUT, stop);
        if (stop.isRequested()) {
          return false;
        }
      } catch (TargetFailure e) {
        throw new TargetFailure("the " + name + " (" + target.label() + "): " + e.getMessage());
      }
      clock = new ThreadCpuClock(process.pid());
      return true;
    }

    void attach(List<String> notes) {
      try {
        allocation = AllocationCounter.attach(process.pid());
      } catch (IOException e) {
        notes.add("the " + name + "'s allocation is unknown: " + e.getMessage());
      }
    }

    URI url() {
      return URI.create("http://127.0.0.1:" + port + "/");
    }

    /**
     * Reads this side at the window's start. The load goes on while perfkit reads, so the requests
     * are counted around each reading: the CPU time's (a few files of /proc, quick) and the
     * allocation's apart (a local management call to a busy JVM, which can take a good part of a
     * second), so that each value is divided by the requests of its own window.
     */
    void markStart(LoadDriver driver, int index) {
      long before = driver.endedRequests(index);
      startCpu = clock.read();
      startRequests = (before + driver.endedRequests(index)) / 2;
      startProcessSeconds = processSeconds();
      if (allocation != null) {
        before = driver.endedRequests(index);
        startBytes = allocation.allocatedBytes();
        startAllocationRequests = (before + driver.endedRequests(index)) / 2;
      }
    }

    Double cpuSinceStart() {
      ThreadCpuClock.Reading now = clock.read();
      return now == null || startCpu == null ? null : now.secondsSinceLessCompilers(startCpu);
    }

    SideReading readEnd(LoadDriver driver, int index) {
      long before = driver.endedRequests(index);
      ThreadCpuClock.Reading endCpu = clock.read();
      long requests = (before + driver.endedRequests(index)) / 2 - startRequests;
      Double endProcess = processSeconds();
      Long allocationRequests = null;
      Double bytes = null;
      if (allocation != null && startBytes != null) {
        before = driver.endedRequests(index);
        bytes = (double) (allocation.allocatedBytes() - startBytes);
        allocationRequests = (before + driver.endedRequests(index)) / 2 - startAllocationRequests;
      }
      if (endCpu == null || startCpu == null) {
        throw new TargetFailure("the " + name + " ended during the round");
      }
      return new SideReading(
          port,
          requests,
          endCpu.secondsSinceLessCompilers(startCpu),
          (endCpu.compilerNanos() - startCpu.compilerNanos()) / 1e9,
          (endCpu.servingNanos() - startCpu.servingNanos()) / 1e9,
          endProcess == null || startProcessSeconds == null
              ? null
              : endProcess - startProcessSeconds,
          bytes,
          allocationRequests);
    }

    private Double processSeconds() {
      return ProcessHandle.of(process.pid())
          .flatMap(handle -> handle.info().totalCpuDuration())
          .map(cpu -> cpu.toNanos() / 1e9)
          .orElse(null);
    }

    void stop(List<String> notes) {
      if (allocation != null) {
        allocation.close();
      }
      if (process != null) {
        String problem = process.stop(STOP_TIMEOUT);
        if (problem != null) {
          notes.add("the " + name + ": " + problem);
        }
      }
    }
  }
}
