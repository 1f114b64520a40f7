package dev.perfkit.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The formats {@code --format} names across perfkit. Each command offers some of them, declared
 * once in its {@link Offered} subclass, which both reads the option (a format the command does not
 * offer is a usage error) and lists them in {@code --help}.
 */
enum OutputFormat {
  TEXT,
  JSON,
  MARKDOWN,
  HTML,
  JUNIT;

  /** The name {@code --format} takes: {@code text}, {@code junit}. */
  String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The formats one command offers: picocli's converter for its {@code --format} and the candidates
   * its help lists ({@code ${COMPLETION-CANDIDATES}}).
   */
  abstract static class Offered implements ITypeConverter<OutputFormat>, Iterable<String> {

    private final List<OutputFormat> offered;

    Offered(OutputFormat... offered) {
      this.offered = List.of(offered);
    }

    @Override
    public OutputFormat convert(String value) {
      return offered.stream()
          .filter(format -> format.key().equals(value.toLowerCase(Locale.ROOT)))
          .findFirst()
          .orElseThrow(() -> new TypeConversionException(refusal(value)));
    }

    @Override
    public Iterator<String> iterator() {
      return offered.stream().map(OutputFormat::key).iterator();
    }

    /**
     * {@code this command does not offer format 'html': use text, json, markdown or junit}; the
     * usage error's line goes on to name the command's help.
     */
    private String refusal(String value) {
      boolean known =
          Arrays.stream(values()).anyMatch(f -> f.key().equals(value.toLowerCase(Locale.ROOT)));
      return (known
              ? "this command does not offer format '" + value + "'"
              : "unknown format '" + value + "'")
          + ": use "
          + choices();
    }

    private String choices() {
      List<String> keys = offered.stream().map(OutputFormat::key).toList();
      return keys.size() == 1
          ? keys.get(0)
          : keys.subList(0, keys.size() - 1).stream().collect(Collectors.joining(", "))
              + " or "
              + keys.get(keys.size() - 1);
    }
  }
}
