package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.stacks.JdkFrames;

/**
 * Whose code a finding is about: the application's (which its user can change) or the JDK's
 * internals (java.*, jdk.*, sun.*, JVM and native frames). Run-wide findings (GC, warm-up) are the
 * application's: they are about how it runs.
 */
public enum Scope {
  APPLICATION,
  JDK;

  /**
   * The scope of a finding's subject: a method, "method (class)" or "caller -> callee". A call site
   * is the JDK's only when both ends are, since the user can change either end of it.
   */
  public static Scope of(String subject) {
    if (subject.isEmpty()) {
      return APPLICATION;
    }
    for (String part : subject.split(" -> ")) {
      String method = part.split(" ", 2)[0];
      if (!JdkFrames.isJdk(method) && !isNative(method)) {
        return APPLICATION;
      }
    }
    return JDK;
  }

  /** A frame of the JVM or of a native library: no dot-separated Java class name in it. */
  private static boolean isNative(String frame) {
    return !frame.contains(".") || frame.startsWith("__") || frame.contains("::");
  }
}
