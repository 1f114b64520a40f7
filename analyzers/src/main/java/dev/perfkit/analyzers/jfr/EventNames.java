package dev.perfkit.analyzers.jfr;

/**
 * Event type names across JFR file formats: format 1.0 (JDK 9 and 10) named the JDK's events {@code
 * com.oracle.jdk.X} where later formats name them {@code jdk.X}, with the same fields for every
 * event perfkit reads.
 */
final class EventNames {

  private static final String FORMAT_1_PREFIX = "com.oracle.jdk.";

  private EventNames() {}

  /** The name a JDK 11+ recording gives the event type called {@code name}. */
  static String current(String name) {
    return name.startsWith(FORMAT_1_PREFIX)
        ? "jdk." + name.substring(FORMAT_1_PREFIX.length())
        : name;
  }
}
