package dev.perfkit.collect;

import java.util.Locale;

/**
 * How async-profiler samples CPU time. {@code ctimer} (per-thread CPU-time timers) is the default:
 * on a server that switches threads for every request, Linux perf_events cost 1.2-1.4 us more CPU
 * per request than ctimer, about a fifth of a cheap request (runs 4 and 5 of docs/bench-collect.md:
 * {@code ROUNDS=3 scripts/bench-collect overhead}). perf_events add the kernel's frames to the
 * stacks, so a user who needs them asks for {@code perf}. {@code itimer} (one process-wide {@code
 * setitimer} timer) needs neither per-thread timers nor perf_events, so it samples where a
 * container or seccomp policy refuses both.
 */
public enum CpuEngine {
  CTIMER("ctimer"),
  PERF("cpu"),
  ITIMER("itimer");

  /** The event name async-profiler takes for this engine. */
  public final String profilerEvent;

  CpuEngine(String profilerEvent) {
    this.profilerEvent = profilerEvent;
  }

  /** {@code ctimer}, {@code perf} or {@code itimer}, as users write it. */
  public String userName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static CpuEngine parse(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "ctimer" -> CTIMER;
      case "perf" -> PERF;
      case "itimer" -> ITIMER;
      default ->
          throw new CollectException(
              "--cpu-engine: unknown engine '" + text + "'; choose ctimer, perf or itimer");
    };
  }
}
