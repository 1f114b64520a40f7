package dev.perfkit.analyzers.stacks;

/**
 * Tells the JDK's own methods from the application's, to find where application code allocates or
 * locks: the first frame that is not the JDK's is the one a user can change.
 */
public final class JdkFrames {

  private static final String[] JDK_PREFIXES = {
    "java.", "javax.", "jdk.", "sun.", "com.sun.", "[unknown]"
  };

  private JdkFrames() {}

  public static boolean isJdk(String frameName) {
    for (String prefix : JDK_PREFIXES) {
      if (frameName.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
