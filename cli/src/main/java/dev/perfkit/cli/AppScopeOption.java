package dev.perfkit.cli;

import dev.perfkit.analyzers.scope.AppScope;

/** Reads {@code --app-packages}: package names, comma-separated; anything else is a usage error. */
final class AppScopeOption {

  private AppScopeOption() {}

  static AppScope parse(String text) {
    AppScope scope = AppScope.given(text);
    if (scope.packages().isEmpty()) {
      throw PerfkitException.usage(
          "--app-packages: the list is empty; give packages like com.acme");
    }
    for (String pkg : scope.packages()) {
      if (!pkg.matches(
          "[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*(\\.[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)*")) {
        throw PerfkitException.usage("--app-packages: '" + pkg + "' is not a package name");
      }
    }
    return scope;
  }
}
