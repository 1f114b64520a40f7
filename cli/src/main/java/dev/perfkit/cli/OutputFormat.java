package dev.perfkit.cli;

import dev.perfkit.analyzers.output.AnalysisFormat;
import dev.perfkit.analyzers.output.JsonFormat;
import dev.perfkit.reports.HtmlFormat;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The formats {@code --format} names, each the {@link AnalysisFormat} it stands for. */
enum OutputFormat {
  TEXT,
  JSON,
  HTML;

  /** The renderer; {@code view} is how many findings the text shows, and how much of each. */
  AnalysisFormat renderer(FindingsText.View view) {
    return switch (this) {
      case JSON -> new JsonFormat();
      case HTML -> new HtmlFormat();
      case TEXT -> new TextFormat(view);
    };
  }

  /** Reads {@code text}, {@code json} or {@code html}, and says which there are otherwise. */
  static final class Converter implements ITypeConverter<OutputFormat> {
    @Override
    public OutputFormat convert(String value) {
      try {
        return OutputFormat.valueOf(value.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("unknown format '" + value + "': use text, json or html");
      }
    }
  }
}
