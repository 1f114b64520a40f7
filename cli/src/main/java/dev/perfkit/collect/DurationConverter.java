package dev.perfkit.collect;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code 500ms}, {@code 30s}, {@code 2m} or a plain number of seconds, for timeouts. */
public final class DurationConverter implements ITypeConverter<Duration> {

  private static final Pattern FORMAT = Pattern.compile("([0-9]+)(ms|s|m|h)?");

  @Override
  public Duration convert(String value) {
    Matcher matcher = FORMAT.matcher(value.trim().toLowerCase(Locale.ROOT));
    if (!matcher.matches()) {
      throw new TypeConversionException(
          "'" + value + "' is not a duration (examples: 500ms, 30s, 2m)");
    }
    long amount = Long.parseLong(matcher.group(1));
    String unit = matcher.group(2) == null ? "s" : matcher.group(2);
    return switch (unit) {
      case "ms" -> Duration.ofMillis(amount);
      case "m" -> Duration.ofMinutes(amount);
      case "h" -> Duration.ofHours(amount);
      default -> Duration.ofSeconds(amount);
    };
  }
}
