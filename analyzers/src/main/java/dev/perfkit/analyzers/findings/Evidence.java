package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.model.Quantity;
import java.util.List;

/**
 * One fact behind a finding: a label and either a typed number ({@code quantity}) or a text (a
 * method, a reason), never both, and the stack it was seen on when there is one, innermost frame
 * first. Programs compare {@code quantity}; {@link #valueText()} is how people read it.
 */
public record Evidence(String label, Quantity quantity, String text, List<String> frames) {

  public Evidence {
    if ((quantity == null) == (text == null)) {
      throw new IllegalArgumentException(
          "evidence '" + label + "' needs exactly one of a quantity and a text");
    }
    frames = List.copyOf(frames);
  }

  public static Evidence of(String label, Quantity quantity) {
    return new Evidence(label, quantity, null, List.of());
  }

  public static Evidence text(String label, String text) {
    return new Evidence(label, null, text, List.of());
  }

  public static Evidence stack(String label, Quantity quantity, List<String> frames) {
    return new Evidence(label, quantity, null, frames);
  }

  /** The value as the terminal shows it: the quantity through {@link Quantity#text()}, or text. */
  public String valueText() {
    return quantity != null ? quantity.text() : text;
  }
}
