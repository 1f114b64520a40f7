package dev.perfkit.analyzers.evidence;

/**
 * Evidence that can say what it holds in a compact, JSON-serializable form for {@code
 * summary.json}: top entries and totals, never the whole data set.
 */
public interface Summarizable {

  /** A small record (or map) that Jackson can serialize. */
  Object summary();
}
