package dev.perfkit.reports;

import freemarker.core.TemplateHTMLOutputModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The reports' own chart script, a real file in this package's resources, inlined into pages. */
final class ReportScript {

  static final TemplateHTMLOutputModel SCRIPT = Templates.markup(read("report.js"));

  private ReportScript() {}

  static String read(String name) {
    try (InputStream in = ReportScript.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
