package dev.perfkit.collect;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the target's command line with perfkit's JVM flags in it: for the bundled server, a JVM
 * like this one running {@code dev.perfkit.server.Main}; for a user's command, the flags go right
 * after the java executable, before anything the user wrote.
 */
public final class TargetCommandLine {

  static final String SERVER_MAIN = "dev.perfkit.server.Main";

  private TargetCommandLine() {}

  /** This JVM's java binary, which runs the bundled server too. */
  public static String currentJava() {
    return ProcessHandle.current()
        .info()
        .command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }

  /** {@code java <flags> -cp <our classpath> dev.perfkit.server.Main <server args>}. */
  public static List<String> bundledServer(List<String> jvmFlags, List<String> serverArgs) {
    List<String> command = new ArrayList<>();
    command.add(currentJava());
    command.addAll(jvmFlags);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(SERVER_MAIN);
    command.addAll(serverArgs);
    return command;
  }

  /** The user's command with the flags inserted after its first word, which must be java. */
  public static List<String> userCommand(List<String> userCommand, List<String> jvmFlags) {
    requireJavaLauncher(userCommand);
    List<String> command = new ArrayList<>();
    command.add(userCommand.get(0));
    command.addAll(jvmFlags);
    command.addAll(userCommand.subList(1, userCommand.size()));
    return command;
  }

  /**
   * The command line for a person to read: the JVM flags perfkit inserts, and the bundled server's
   * class path, counted rather than spelled out (run.json keeps them whole).
   */
  public static String brief(List<String> command, List<String> jvmFlags) {
    List<String> words = new ArrayList<>();
    words.add(command.get(0));
    if (!jvmFlags.isEmpty()) {
      words.add("[" + jvmFlags.size() + " JVM flags, all in run.json]");
    }
    List<String> rest = command.subList(1 + jvmFlags.size(), command.size());
    for (int i = 0; i < rest.size(); i++) {
      boolean serverClassPath =
          rest.get(i).equals("-cp") && i + 2 < rest.size() && rest.get(i + 2).equals(SERVER_MAIN);
      words.add(rest.get(i));
      if (serverClassPath) {
        words.add("[perfkit's class path]");
        i++;
      }
    }
    return String.join(" ", words);
  }

  /** Rejects a command perfkit cannot put JVM flags into. */
  public static void requireJavaLauncher(List<String> userCommand) {
    if (userCommand.isEmpty()) {
      throw new CollectException("the command after -- is empty; give a java command line");
    }
    String executable = Path.of(userCommand.get(0)).getFileName().toString();
    if (!executable.equals("java") && !executable.equals("java.exe")) {
      throw new CollectException(
          "'"
              + userCommand.get(0)
              + "' is not a java launcher: the command after -- must start with java (perfkit"
              + " inserts its JVM flags right after it)");
    }
  }
}
