package dev.perfkit.cli;

import dev.perfkit.analyzers.output.AnalysisFormat;
import dev.perfkit.analyzers.output.JsonFormat;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The formats {@code --format} names, each the {@link AnalysisFormat} it stands for. */
enum OutputFormat {
  TEXT,
  JSON;

  /** The renderer; {@code view} is how many findings the text shows, and how much of each. */
  AnalysisFormat renderer(FindingsText.View view) {
    return this == JSON ? new JsonFormat() : new TextFormat(view);
  }

  /** Reads {@code text} or {@code json}, and says which there are when the value is neither. */
  static final class Converter implements ITypeConverter<OutputFormat> {
    @Override
    public OutputFormat convert(String value) {
      try {
        return OutputFormat.valueOf(value.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("unknown format '" + value + "': use text or json");
      }
    }
  }
}
