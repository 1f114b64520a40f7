package dev.perfkit.analyzers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files a JDK 17 wrote, checked in under {@code src/test/resources/jdk17} (its README says how
 * they were made): evidence from another JDK than the one the tests run on.
 */
public final class Jdk17Files {

  public static final String RECORDING = "recording.jfr";
  public static final String COMPILATION_LOG = "compilation.log";
  public static final String G1_LOG = "gc-g1.log";
  public static final String PARALLEL_LOG = "gc-parallel.log";
  public static final String SERIAL_LOG = "gc-serial.log";
  public static final String Z_LOG = "gc-z.log";

  /** The workload's class, as the files name it. */
  public static final String WORKLOAD = "jdk17.Jdk17Workload";

  private Jdk17Files() {}

  public static Path path(String name) {
    URL url = Jdk17Files.class.getResource("/jdk17/" + name);
    if (url == null) {
      throw new IllegalStateException("no test resource jdk17/" + name);
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A log's text; ISO-8859-1 keeps any byte as one char, as the plain counts need. */
  public static String text(String name) {
    try {
      return Files.readString(path(name), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
