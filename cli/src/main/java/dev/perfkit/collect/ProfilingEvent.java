package dev.perfkit.collect;

import java.util.Locale;

/**
 * One async-profiler event with its sampling setting: an interval for {@code cpu} and {@code wall},
 * bytes between samples for {@code alloc}, a minimum wait for {@code lock}.
 *
 * @param name {@code cpu}, {@code alloc}, {@code wall} or {@code lock}
 * @param setting the interval, byte count or threshold in async-profiler's units ({@code 10ms},
 *     {@code 512k}, {@code 10us})
 */
public record ProfilingEvent(String name, String setting) {

  /** Names async-profiler's converter can split out of a JFR file, in the order we list them. */
  public static final String[] KNOWN = {"cpu", "alloc", "wall", "lock"};

  /** Parses {@code name} or {@code name=setting}, filling in our default setting. */
  public static ProfilingEvent parse(String text) {
    String trimmed = text.trim().toLowerCase(Locale.ROOT);
    int equals = trimmed.indexOf('=');
    String name = equals < 0 ? trimmed : trimmed.substring(0, equals);
    String setting = equals < 0 ? defaultSetting(name) : trimmed.substring(equals + 1);
    if (!setting.matches("[0-9]+[a-z]*")) {
      throw new CollectException(
          "--events: '" + text + "': the setting must be a number with an optional unit (10ms)");
    }
    return new ProfilingEvent(name, setting);
  }

  /**
   * Our defaults: 10 ms CPU samples and async-profiler's 512 KiB allocation interval; wall clock
   * every 50 ms because it samples idle threads too (the server has 150); locks waited 10 us.
   */
  static String defaultSetting(String name) {
    return switch (name) {
      case "cpu" -> "10ms";
      case "alloc" -> "512k";
      case "wall" -> "50ms";
      case "lock" -> "10us";
      default ->
          throw new CollectException(
              "--events: unknown event '" + name + "'; choose from cpu, alloc, wall, lock, none");
    };
  }
}
