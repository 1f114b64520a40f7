package dev.perfkit.reports;

import dev.perfkit.analyzers.format.Numbers;
import freemarker.core.Environment;
import freemarker.core.TemplateNumberFormat;
import freemarker.core.TemplateNumberFormatFactory;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateNumberModel;
import java.util.Locale;

/**
 * The templates' default number format, {@code @perfkit}: a number a page prints without a format
 * of its own reads as on every other surface ({@link Numbers#decimal}), so that a JIT table shows
 * {@code 254,123} and {@code 1,173}, not {@code 254123} and {@code 1173.357}.
 */
final class NumbersFormat extends TemplateNumberFormat {

  static final String NAME = "perfkit";

  /** What FreeMarker asks for the format by. */
  static final TemplateNumberFormatFactory FACTORY =
      new TemplateNumberFormatFactory() {
        @Override
        public TemplateNumberFormat get(String params, Locale locale, Environment env) {
          return new NumbersFormat();
        }
      };

  @Override
  public String formatToPlainText(TemplateNumberModel number) throws TemplateModelException {
    return Numbers.decimal(number.getAsNumber().doubleValue());
  }

  @Override
  public boolean isLocaleBound() {
    return false;
  }

  @Override
  public String getDescription() {
    return "perfkit's Numbers.decimal";
  }
}
