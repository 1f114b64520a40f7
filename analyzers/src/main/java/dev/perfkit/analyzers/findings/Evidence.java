package dev.perfkit.analyzers.findings;

import java.util.List;

/**
 * One fact behind a finding: a labelled value (a number with its unit, a method, a reason), and the
 * stack it was seen on when there is one, innermost frame first.
 */
public record Evidence(String label, String value, List<String> frames) {

  public Evidence {
    frames = List.copyOf(frames);
  }

  public static Evidence of(String label, String value) {
    return new Evidence(label, value, List.of());
  }

  public static Evidence stack(String label, String value, List<String> frames) {
    return new Evidence(label, value, frames);
  }
}
