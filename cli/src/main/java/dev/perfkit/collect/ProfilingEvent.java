package dev.perfkit.collect;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One async-profiler event with its sampling setting: an interval for {@code cpu} and {@code wall},
 * bytes between samples for {@code alloc}, a minimum wait for {@code lock}.
 *
 * @param name {@code cpu}, {@code alloc}, {@code wall} or {@code lock}
 * @param setting the interval, byte count or threshold in async-profiler's units ({@code 10ms},
 *     {@code 512k}, {@code 10us})
 */
public record ProfilingEvent(String name, String setting) {

  /**
   * The events perfkit knows, each with its default setting, what the setting measures and what it
   * is called in a message. The defaults: 10 ms CPU samples and async-profiler's 512 KiB allocation
   * interval; wall clock every 50 ms because it samples idle threads too (the server has 150);
   * locks waited 10 us.
   */
  private enum Kind {
    CPU("10ms", EventQuantity.TIME, "cpu interval"),
    ALLOC("512k", EventQuantity.BYTES, "allocation interval"),
    WALL("50ms", EventQuantity.TIME, "wall interval"),
    LOCK("10us", EventQuantity.TIME, "lock threshold");

    private final String defaultSetting;
    private final EventQuantity quantity;
    private final String meaning;

    Kind(String defaultSetting, EventQuantity quantity, String meaning) {
      this.defaultSetting = defaultSetting;
      this.quantity = quantity;
      this.meaning = meaning;
    }

    String eventName() {
      return name().toLowerCase(Locale.ROOT);
    }

    static Kind named(String name) {
      for (Kind kind : values()) {
        if (kind.eventName().equals(name)) {
          return kind;
        }
      }
      throw new CollectException(
          "--events: unknown event '" + name + "'; choose from " + NAMES + ", none");
    }
  }

  /** The events' names for a message: "cpu, alloc, wall, lock". */
  static final String NAMES =
      Arrays.stream(Kind.values()).map(Kind::eventName).collect(Collectors.joining(", "));

  /**
   * Parses {@code name} or {@code name=setting}, filling in our default setting; a setting that is
   * not a positive quantity in the units of its kind is refused here, not by the agent in the
   * target (where a bad cpu interval stops the JVM and a bad alloc one silently records nothing).
   */
  public static ProfilingEvent parse(String text) {
    String trimmed = text.trim().toLowerCase(Locale.ROOT);
    int equals = trimmed.indexOf('=');
    String name = equals < 0 ? trimmed : trimmed.substring(0, equals);
    Kind kind = Kind.named(name);
    if (equals < 0) {
      return new ProfilingEvent(name, kind.defaultSetting);
    }
    String setting = kind.quantity.canonical(trimmed.substring(equals + 1));
    if (setting == null) {
      throw new CollectException(
          "--events: '"
              + text.trim()
              + "': the "
              + kind.meaning
              + " must be "
              + kind.quantity.rule()
              + " ("
              + name
              + "="
              + kind.defaultSetting
              + ")");
    }
    return new ProfilingEvent(name, setting);
  }
}
