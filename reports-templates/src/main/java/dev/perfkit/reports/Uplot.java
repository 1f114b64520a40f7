package dev.perfkit.reports;

import freemarker.core.TemplateHTMLOutputModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** uPlot's script and style sheet, read from its webjar so that each report carries its own. */
final class Uplot {

  private static final String BASE = "/META-INF/resources/webjars/uplot/1.6.30/dist/";

  static final TemplateHTMLOutputModel SCRIPT = Templates.markup(read("uPlot.iife.min.js"));

  static final TemplateHTMLOutputModel STYLE = Templates.markup(read("uPlot.min.css"));

  private Uplot() {}

  private static String read(String name) {
    try (InputStream in = Uplot.class.getResourceAsStream(BASE + name)) {
      if (in == null) {
        throw new IllegalStateException("uPlot's " + name + " is missing from the class path");
      }
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      if (text.contains("</")) {
        throw new IllegalStateException("uPlot's " + name + " holds '</' and cannot be inlined");
      }
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
