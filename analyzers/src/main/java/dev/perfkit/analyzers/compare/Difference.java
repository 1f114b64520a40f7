package dev.perfkit.analyzers.compare;

/**
 * One way the two runs differ as runs, which a reader weighs before any metric: a different JVM,
 * machine or run length can explain a change on its own.
 *
 * @param what what differs, in words: {@code JVM version}, {@code CPU count}, {@code server
 *     configuration pool}
 * @param baseline the baseline's value as text, or null when it has none
 * @param candidate the candidate's value as text, or null when it has none
 */
public record Difference(String what, String baseline, String candidate) {}
