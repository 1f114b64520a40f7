package dev.perfkit.cli;

import java.net.URI;
import java.net.URISyntaxException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a {@code --url} for picocli. Its own converter puts the JDK's exception class and the whole
 * value again in the message; this one says what is wrong in the words the load driver uses.
 */
final class UrlConverter implements ITypeConverter<URI> {

  @Override
  public URI convert(String value) {
    try {
      return new URI(value);
    } catch (URISyntaxException e) {
      String where = e.getIndex() < 0 ? "" : " at index " + e.getIndex();
      throw new TypeConversionException(
          "URL '" + value + "': " + lowerFirst(e.getReason()) + where);
    }
  }

  private static String lowerFirst(String text) {
    return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
  }
}
