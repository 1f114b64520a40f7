package dev.perfkit.cli;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads an enum option by the key users type ({@code legacy}, {@code nio}), case-insensitive, and
 * names those keys when the value is none of them: picocli's own message lists the constants in
 * upper case ({@code [LEGACY, OPTIMIZED]}), which is not how they are typed.
 */
final class KeyedEnumConverter<E extends Enum<E>> implements ITypeConverter<E> {
  private final Class<E> type;
  private final Function<E, String> key;

  KeyedEnumConverter(Class<E> type, Function<E, String> key) {
    this.type = type;
    this.key = key;
  }

  @Override
  public E convert(String value) {
    for (E constant : type.getEnumConstants()) {
      if (key.apply(constant).equalsIgnoreCase(value.strip())) {
        return constant;
      }
    }
    String keys = Arrays.stream(type.getEnumConstants()).map(key).collect(Collectors.joining(", "));
    throw new TypeConversionException("expected one of " + keys + ", not '" + value + "'");
  }
}
