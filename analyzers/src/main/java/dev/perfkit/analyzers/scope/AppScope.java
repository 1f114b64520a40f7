package dev.perfkit.analyzers.scope;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.stacks.JdkFrames;
import java.util.List;

/**
 * Which packages are the application's own, and how perfkit knows: given with {@code
 * --app-packages}, or found in the launched jar or main class ({@link JarScope}). With no packages
 * known, code is the application's unless its name says library ({@link LibraryPackages}).
 *
 * @param packages the application's package prefixes ({@code org.mockserver}), empty when unknown
 * @param how where they came from: "--app-packages", "the classes of app.jar", ...
 */
public record AppScope(List<String> packages, String how) {

  public static final Input<AppScope> INPUT = new Input<>("application scope", AppScope.class);

  public AppScope {
    packages = List.copyOf(packages);
  }

  /** No packages known: libraries are told by name alone. */
  public static AppScope unknown() {
    return new AppScope(List.of(), "not known: libraries told by their package names");
  }

  /** The packages given as {@code a.b,c.d}, as the user set them. */
  public static AppScope given(String commaSeparated) {
    List<String> packages =
        java.util.Arrays.stream(commaSeparated.split(","))
            .map(String::trim)
            .filter(p -> !p.isEmpty())
            .toList();
    return new AppScope(packages, "--app-packages");
  }

  @JsonIgnore
  public boolean isKnown() {
    return !packages.isEmpty();
  }

  /** The scope of one method or class name ({@code pkg.Class.method}). */
  public Scope of(String name) {
    if (JdkFrames.isJdk(name) || Scope.isNative(name)) {
      return Scope.JDK;
    }
    if (isKnown()) {
      return packages.stream().anyMatch(p -> (name + ".").startsWith(p + "."))
          ? Scope.APPLICATION
          : Scope.LIBRARY;
    }
    return LibraryPackages.isLibrary(name) ? Scope.LIBRARY : Scope.APPLICATION;
  }
}
