package dev.perfkit.cli;

import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.CpuEngine;
import dev.perfkit.collect.EventSelection;
import dev.perfkit.collect.RunDirectory;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options {@code run} and {@code profile} share: where to write and what to record. */
public final class CollectOptions {

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "The run directory to write (see docs/run-directory.md).")
  Path out;

  @Option(names = "--force", description = "Overwrite a non-empty run directory.")
  boolean force;

  @Option(
      names = "--events",
      paramLabel = "LIST",
      defaultValue = EventSelection.DEFAULT,
      description =
          "async-profiler events, each with an optional setting: cpu[=10ms], alloc[=512k],"
              + " wall[=50ms], lock[=10us] (times in ns, us, ms or s; bytes optionally in k, m"
              + " or g); 'none' records no profile and no JFR. Default: ${DEFAULT-VALUE}.")
  String events;

  @Option(
      names = "--cpu-engine",
      paramLabel = "ENGINE",
      defaultValue = "ctimer",
      description =
          "How cpu is sampled: ctimer (per-thread CPU timers, no kernel frames, next to no"
              + " overhead) or perf (Linux perf_events: adds kernel frames, but costs about 1.3 us more CPU"
              + " per request than ctimer on a thread-per-connection server). Default: ${DEFAULT-VALUE}.")
  String cpuEngine;

  @Option(
      names = "--no-analyze",
      description = "Do not analyze the run when it ends (perfkit analyze DIR does it later).")
  boolean noAnalyze;

  /** The chosen events, or a usage error naming the bad one. */
  EventSelection eventSelection() {
    return eventSelection(events);
  }

  /** No events at all ({@code run --no-profile}); a bad --cpu-engine is still an error. */
  EventSelection noEvents() {
    return eventSelection("none");
  }

  private EventSelection eventSelection(String list) {
    try {
      EventSelection selection = EventSelection.parse(list);
      return selection.withCpuEngine(CpuEngine.parse(cpuEngine));
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    }
  }

  /** The prepared run directory; an existing non-empty one only with --force (exit 2). */
  RunDirectory prepareDirectory() {
    try {
      return RunDirectory.prepare(out, force);
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    }
  }

  /** The run directory as the user wrote it. */
  Path outDirectory() {
    return out;
  }

  /** Whether the run is analyzed when collection ends. */
  boolean analyzeAfterwards() {
    return !noAnalyze;
  }
}
