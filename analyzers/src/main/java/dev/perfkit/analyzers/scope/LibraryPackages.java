package dev.perfkit.analyzers.scope;

import java.util.List;
import java.util.Set;

/**
 * Tells library code from an application's by its package name alone: the roots of widely used
 * libraries, and shaded copies of any library. A shaded copy nests a reverse-domain package name
 * under another prefix ({@code wiremock.org.eclipse.jetty}, {@code shaded.com.fasterxml}): a second
 * or later segment that is a top-level domain starts a relocated library.
 */
public final class LibraryPackages {

  /** Roots of libraries found in servers' jars; a jar's packages under them are not its own. */
  private static final List<String> KNOWN =
      List.of(
          "org.eclipse.",
          "org.apache.",
          "org.slf4j.",
          "org.jspecify.",
          "org.yaml.",
          "org.snakeyaml.",
          "org.xmlunit.",
          "org.hamcrest.",
          "org.glassfish.",
          "org.joda.",
          "org.mozilla.",
          "org.bouncycastle.",
          "org.objectweb.",
          "org.xerial.",
          "org.reactivestreams.",
          "org.HdrHistogram.",
          "org.dataloader.",
          "org.checkerframework.",
          "org.jetbrains.",
          "org.junit.",
          "org.springframework.",
          "org.hibernate.",
          "org.jboss.",
          "org.json.",
          "org.custommonkey.",
          "com.fasterxml.",
          "com.google.",
          "com.jayway.",
          "com.networknt.",
          "com.nimbusds.",
          "com.rabbitmq.",
          "com.lmax.",
          "com.ethlo.",
          "com.jcraft.",
          "com.samskivert.",
          "com.dylibso.",
          "com.github.jknack.",
          "com.github.benmanes.",
          "com.squareup.",
          "com.zaxxer.",
          "io.netty.",
          "io.opentelemetry.",
          "io.prometheus.",
          "io.swagger.",
          "io.micrometer.",
          "io.github.classgraph.",
          "io.projectreactor.",
          "io.undertow.",
          "io.vertx.",
          "net.minidev.",
          "net.javacrumbs.",
          "net.jpountz.",
          "net.bytebuddy.",
          "net.datafaker.",
          "nonapi.io.",
          "tools.jackson.",
          "graphql.",
          "picocli.",
          "joptsimple.",
          "jakarta.",
          "kotlin.",
          "scala.",
          "groovy.",
          "ch.qos.",
          "reactor.",
          "okhttp3.",
          "okio.");

  /** Top-level domains that start a relocated library inside another package. */
  private static final Set<String> DOMAINS =
      Set.of("com", "org", "net", "io", "edu", "gov", "javax", "jakarta", "ch", "de", "uk");

  private LibraryPackages() {}

  /** Whether {@code name}, a dotted class, method or package name, is a library's. */
  public static boolean isLibrary(String name) {
    return isKnown(name) || isShaded(name);
  }

  /** Whether {@code name} lies under a known library's root. */
  static boolean isKnown(String name) {
    String dotted = name + ".";
    for (String root : KNOWN) {
      if (dotted.startsWith(root)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code name} is a relocated copy: a top-level domain after the first segment, or a
   * known library's root there ({@code wiremock.joptsimple}).
   */
  static boolean isShaded(String name) {
    String[] segments = name.split("\\.");
    for (int i = 1; i < segments.length - 1; i++) {
      if (DOMAINS.contains(segments[i]) && isPackageSegment(segments[i + 1])) {
        return true;
      }
      if (i == 1 && isKnown(name.substring(name.indexOf('.') + 1))) {
        return true;
      }
    }
    return false;
  }

  /** A package segment is lower case; a class name after a domain word means no relocation. */
  private static boolean isPackageSegment(String segment) {
    return !segment.isEmpty() && Character.isLowerCase(segment.charAt(0));
  }
}
