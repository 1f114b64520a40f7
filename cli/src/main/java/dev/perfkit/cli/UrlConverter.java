package dev.perfkit.cli;

import dev.perfkit.load.LoadSetupException;
import dev.perfkit.load.TargetAddress;
import java.net.URI;
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
      return TargetAddress.uri(value);
    } catch (LoadSetupException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
