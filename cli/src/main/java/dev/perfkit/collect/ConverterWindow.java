package dev.perfkit.collect;

import dev.perfkit.analyzers.load.MeasuredWindow;
import java.util.List;
import java.util.Optional;

/**
 * The options that make async-profiler's converter keep a recording's events of one window, so that
 * every file made from a run's recording covers the seconds its analysis does. The converter takes
 * milliseconds, from the recording's start when small and since the epoch when over 1.5e12, both
 * ends included; these are always epoch milliseconds, the window's own precision.
 */
public final class ConverterWindow {

  private ConverterWindow() {}

  /** The options for the measured window; none without one (the whole recording). */
  public static List<String> within(Optional<MeasuredWindow> window) {
    return window
        .map(
            measured ->
                List.of(
                    "--from",
                    Long.toString(measured.start().toEpochMilli()),
                    "--to",
                    Long.toString(measured.end().toEpochMilli())))
        .orElse(List.of());
  }

  /** The options for everything before the window: the target's start-up and warm-up. */
  public static List<String> before(MeasuredWindow window) {
    return List.of("--to", Long.toString(window.start().toEpochMilli() - 1));
  }
}
