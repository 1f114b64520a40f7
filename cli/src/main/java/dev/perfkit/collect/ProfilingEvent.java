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

  /**
   * Parses {@code name} or {@code name=setting}, filling in our default setting; a setting that is
   * not a positive quantity in the units of its kind is refused here, not by the agent in the
   * target (where a bad cpu interval stops the JVM and a bad alloc one silently records nothing).
   */
  public static ProfilingEvent parse(String text) {
    String trimmed = text.trim().toLowerCase(Locale.ROOT);
    int equals = trimmed.indexOf('=');
    String name = equals < 0 ? trimmed : trimmed.substring(0, equals);
    String defaultSetting = defaultSetting(name);
    if (equals < 0) {
      return new ProfilingEvent(name, defaultSetting);
    }
    String setting = quantity(name).canonical(trimmed.substring(equals + 1));
    if (setting == null) {
      throw new CollectException(
          "--events: '"
              + text.trim()
              + "': the "
              + meaning(name)
              + " must be "
              + quantity(name).rule()
              + " ("
              + name
              + "="
              + defaultSetting
              + ")");
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

  private static EventQuantity quantity(String name) {
    return name.equals("alloc") ? EventQuantity.BYTES : EventQuantity.TIME;
  }

  private static String meaning(String name) {
    return switch (name) {
      case "alloc" -> "allocation interval";
      case "lock" -> "lock threshold";
      default -> name + " interval";
    };
  }
}
