package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.scope.AppScope;

/**
 * Whose code a finding is about: the application's (which its user can change), a library's (the
 * user can only configure it, upgrade it or call it less), or the JDK's internals (java.*, jdk.*,
 * sun.*, JVM and native frames). Run-wide findings (GC, warm-up) are the application's: they are
 * about how it runs. Declared in ranking order.
 */
public enum Scope {
  APPLICATION,
  LIBRARY,
  JDK;

  /** The scope of a finding's subject when the application's packages are not known. */
  public static Scope of(String subject) {
    return of(subject, AppScope.unknown());
  }

  /**
   * The scope of a finding's subject: a method, "method (class)" or "caller -> callee". A call site
   * takes the scope of the end the user is closest to, since they can change either end of it: the
   * application's if either end is, else a library's if either end is.
   */
  public static Scope of(String subject, AppScope app) {
    if (subject.isEmpty()) {
      return APPLICATION;
    }
    Scope closest = JDK;
    for (String part : subject.split(" -> ")) {
      Scope scope = app.of(part.split(" ", 2)[0]);
      if (scope.ordinal() < closest.ordinal()) {
        closest = scope;
      }
    }
    return closest;
  }

  /** A frame of the JVM or of a native library: no dot-separated Java class name in it. */
  public static boolean isNative(String frame) {
    return !frame.contains(".") || frame.startsWith("__") || frame.contains("::");
  }
}
