package dev.perfkit.analyzers.scope;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Finds an application's own packages in the jar it was launched from: the packages of the jar's
 * classes, less libraries (known ones and shaded copies, {@link LibraryPackages}), and, when the
 * manifest names the main class ({@code Start-Class} of a Spring Boot jar, else {@code
 * Main-Class}), only those that carry the main class's project name: {@code org.mockserver} for
 * {@code org.mockserver.cli.Main}; {@code com.github.tomakehurst.wiremock} and {@code org.wiremock}
 * for {@code wiremock.Run}, whose own package {@code wiremock} holds shaded libraries.
 */
public final class JarScope {

  /** Leading package segments that name a domain or a code host, not a project. */
  private static final Set<String> NOT_PROJECT =
      Set.of(
          "com",
          "org",
          "net",
          "io",
          "dev",
          "me",
          "app",
          "co",
          "uk",
          "de",
          "fr",
          "eu",
          "us",
          "info",
          "edu",
          "gov",
          "github",
          "gitlab",
          "bitbucket",
          "googlecode",
          "sourceforge");

  private JarScope() {}

  /** The application scope of {@code jar}; unknown when it holds no package of its own. */
  public static AppScope of(Path jar) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      String main = mainClass(file.getManifest());
      Set<String> packages = packages(file);
      List<String> own =
          main == null ? roots(packages) : named(packages, main.substring(0, dot(main)));
      if (own.isEmpty()) {
        return AppScope.unknown();
      }
      String how =
          (main == null ? "" : "the main class " + main + " and ")
              + "the classes of "
              + jar.getFileName();
      return new AppScope(own, how);
    }
  }

  /** The application scope of a main class alone: its package's first two segments. */
  public static AppScope ofMainClass(String mainClass) {
    String[] segments = mainClass.split("\\.");
    if (segments.length < 2) {
      return AppScope.unknown();
    }
    String root = String.join(".", List.of(segments).subList(0, Math.min(2, segments.length - 1)));
    return new AppScope(List.of(root), "the main class " + mainClass);
  }

  private static String mainClass(Manifest manifest) {
    if (manifest == null) {
      return null;
    }
    Attributes attributes = manifest.getMainAttributes();
    String start = attributes.getValue("Start-Class");
    return start != null ? start.trim() : trimmed(attributes.getValue("Main-Class"));
  }

  private static String trimmed(String value) {
    return value == null ? null : value.trim();
  }

  private static int dot(String name) {
    return Math.max(0, name.lastIndexOf('.'));
  }

  /** The packages of the jar's classes that are no library's (Spring Boot's own classes too). */
  private static Set<String> packages(JarFile file) {
    Set<String> packages = new TreeSet<>();
    Enumeration<JarEntry> entries = file.entries();
    while (entries.hasMoreElements()) {
      String name = entries.nextElement().getName();
      if (name.startsWith("BOOT-INF/classes/")) {
        name = name.substring("BOOT-INF/classes/".length());
      }
      int slash = name.lastIndexOf('/');
      if (!name.endsWith(".class") || slash < 0 || name.startsWith("META-INF/")) {
        continue;
      }
      String pkg = name.substring(0, slash).replace('/', '.');
      if (!LibraryPackages.isLibrary(pkg) && !name.startsWith("BOOT-INF/lib/")) {
        packages.add(pkg);
      }
    }
    return packages;
  }

  /**
   * The packages that carry the main package's project name ({@link #projectName}), each cut after
   * it: the application's roots in a jar that also holds unshaded libraries.
   */
  private static List<String> named(Set<String> packages, String mainPackage) {
    String project = projectName(mainPackage);
    Set<String> own = new TreeSet<>();
    for (String pkg : packages) {
      List<String> segments = List.of(pkg.split("\\."));
      int at = segments.indexOf(project);
      // A prefix of one segment that is the main package's own, such as "wiremock", is where a
      // shaded jar relocates its libraries: not a root of the application's.
      if (at > 0 || (at == 0 && !mainPackage.equals(project))) {
        own.add(String.join(".", segments.subList(0, at + 1)));
      }
    }
    if (own.isEmpty() && packages.contains(mainPackage)) {
      own.add(mainPackage);
    }
    return minimal(own);
  }

  /**
   * The first segment of a package that is neither a domain word nor a code host: {@code
   * mockserver} of {@code org.mockserver.cli}, {@code wiremock} of {@code wiremock}.
   */
  static String projectName(String pkg) {
    String[] segments = pkg.split("\\.");
    for (String segment : segments) {
      if (!NOT_PROJECT.contains(segment)) {
        return segment;
      }
    }
    return segments[segments.length - 1];
  }

  /** Every package's first two segments, for a jar that names no main class. */
  private static List<String> roots(Set<String> packages) {
    Set<String> roots = new TreeSet<>();
    for (String pkg : packages) {
      String[] segments = pkg.split("\\.");
      roots.add(String.join(".", List.of(segments).subList(0, Math.min(2, segments.length))));
    }
    return minimal(roots);
  }

  /** The prefixes with none of their own prefixes among them. */
  private static List<String> minimal(Set<String> prefixes) {
    return prefixes.stream()
        .filter(p -> prefixes.stream().noneMatch(q -> !q.equals(p) && p.startsWith(q + ".")))
        .toList();
  }
}
