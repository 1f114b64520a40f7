package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunRecord;

/**
 * A running JVM that perfkit checked and may attach to.
 *
 * @param pid its process id
 * @param name its executable's name
 * @param jvm its version, read over the attach mechanism
 */
public record AttachTarget(long pid, String name, RunRecord.Jvm jvm) {

  /** JFR.start takes event settings such as jdk.CompilerInlining#enabled=true since JDK 17. */
  static final int MIN_FEATURE = 17;

  /**
   * Checks the pid (exists, is a JVM, allows attaching) and asks the JVM for its version; each
   * problem is one line.
   */
  public static AttachTarget inspect(long pid) {
    String name = AttachableJvm.check(pid);
    RunRecord.Jvm jvm = JvmIdentity.ofProcess(new AsyncProfilerCommands(pid));
    requireSupported(pid, jvm.version());
    return new AttachTarget(pid, name, jvm);
  }

  /** Refuses, in one line, a JVM whose release is older than {@link #MIN_FEATURE}. */
  static void requireSupported(long pid, String version) {
    if (JvmIdentity.feature(version) < MIN_FEATURE) {
      throw new CollectException(
          "process "
              + pid
              + " runs Java "
              + version
              + ", too old: perfkit profile needs Java "
              + MIN_FEATURE
              + " or newer (JFR event settings in JFR.start)");
    }
  }
}
