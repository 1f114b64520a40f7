package dev.perfkit.reports;

import freemarker.core.HTMLOutputFormat;
import freemarker.core.TemplateHTMLOutputModel;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The FreeMarker set-up of every report: templates from this package's resources, HTML output with
 * auto-escaping on, and failures raised rather than printed into the page.
 */
final class Templates {

  private static final Configuration CONFIGURATION = configuration();

  /** Each page's template, parsed once with the templates it includes, maybe being parsed. */
  private static final Map<String, CompletableFuture<Template>> PAGES = new ConcurrentHashMap<>();

  /** An include or import in a template's source, naming another template. */
  private static final Pattern INCLUDE = Pattern.compile("<#(?:include|import) \"([^\"]+)\"");

  private Templates() {}

  private static Configuration configuration() {
    Configuration configuration = new Configuration(Configuration.VERSION_2_3_34);
    configuration.setClassForTemplateLoading(Templates.class, "/dev/perfkit/reports");
    configuration.setDefaultEncoding("UTF-8");
    configuration.setOutputFormat(HTMLOutputFormat.INSTANCE);
    configuration.setAutoEscapingPolicy(Configuration.ENABLE_IF_SUPPORTED_AUTO_ESCAPING_POLICY);
    configuration.setRecognizeStandardFileExtensions(true);
    configuration.setLocale(Locale.ROOT);
    configuration.setCustomNumberFormats(Map.of(NumbersFormat.NAME, NumbersFormat.FACTORY));
    configuration.setNumberFormat("@" + NumbersFormat.NAME);
    configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    configuration.setLogTemplateExceptions(false);
    configuration.setWrapUncheckedExceptions(true);
    configuration.setFallbackOnNullLoopVariable(false);
    return configuration;
  }

  /** What writes a page into a writer. */
  @FunctionalInterface
  interface Page {
    void render(Writer out) throws IOException;
  }

  /**
   * Fills report page {@code name} with {@code model} and the scripts and styles every page inlines
   * (uPlot and perfkit's own), so that the page needs no other file.
   */
  static void renderPage(String name, Map<String, Object> model, Writer out) throws IOException {
    model.put("uplotScript", Uplot.SCRIPT);
    model.put("uplotStyle", Uplot.STYLE);
    model.put("reportScript", ReportScript.SCRIPT);
    render(name, model, out);
  }

  /** Writes {@code page} to {@code file}, making its directory, and returns the file. */
  static Path write(Path file, Page page) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      page.render(out);
    }
    return file;
  }

  /**
   * Starts parsing page {@code name}, the templates it includes and the scripts every page inlines
   * on the common pool, unless already started: a caller does this before its own slow work
   * (reading a summary), since a cold FreeMarker takes a tenth of a second or more to get there.
   */
  static CompletableFuture<Template> prepare(String name) {
    return PAGES.computeIfAbsent(name, page -> Background.start(() -> parse(page)));
  }

  private static Template parse(String name) throws IOException {
    Template template = CONFIGURATION.getTemplate(name);
    // FreeMarker caches what it parsed, so the page's includes find these ready.
    Matcher include = INCLUDE.matcher(template.toString());
    while (include.find()) {
      CONFIGURATION.getTemplate(include.group(1));
    }
    Objects.requireNonNull(Uplot.SCRIPT);
    Objects.requireNonNull(ReportScript.SCRIPT);
    return template;
  }

  /** Fills template {@code name} with {@code model} into {@code out}. */
  static void render(String name, Map<String, Object> model, Writer out) throws IOException {
    Template template = Background.join(prepare(name));
    try {
      template.process(model, out);
    } catch (TemplateException e) {
      throw new IllegalStateException("report template " + name + ": " + e.getMessage(), e);
    }
  }

  /**
   * Markup that perfkit itself made safe (uPlot's own files, JSON escaped by {@link ScriptJson}),
   * so the template can place it without {@code ?no_esc}.
   */
  static TemplateHTMLOutputModel markup(String safe) {
    try {
      return HTMLOutputFormat.INSTANCE.fromMarkup(safe);
    } catch (freemarker.template.TemplateModelException e) {
      throw new IllegalStateException(e);
    }
  }
}
