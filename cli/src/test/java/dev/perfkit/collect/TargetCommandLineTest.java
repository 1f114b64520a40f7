package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TargetCommandLineTest {

  @Test
  void insertsTheFlagsRightAfterTheJavaExecutable() {
    assertEquals(
        List.of("/opt/jdk/bin/java", "-Xlog:gc", "-Xmx1g", "-jar", "app.jar", "--port", "8080"),
        TargetCommandLine.userCommand(
            List.of("/opt/jdk/bin/java", "-Xmx1g", "-jar", "app.jar", "--port", "8080"),
            List.of("-Xlog:gc")));
  }

  @Test
  void runsTheBundledServerWithThisJvmAndClasspath() {
    List<String> command =
        TargetCommandLine.bundledServer(List.of("-Xlog:gc"), List.of("--port", "0"));
    assertEquals(TargetCommandLine.currentJava(), command.get(0));
    assertEquals(
        List.of(
            "-Xlog:gc",
            "-cp",
            System.getProperty("java.class.path"),
            "dev.perfkit.server.Main",
            "--port",
            "0"),
        command.subList(1, command.size()));
  }

  @Test
  void rejectsACommandThatIsNotJava() {
    assertEquals(
        "'./run.sh' is not a java launcher: the command after -- must start with java (perfkit"
            + " inserts its JVM flags right after it)",
        assertThrows(
                CollectException.class,
                () -> TargetCommandLine.requireJavaLauncher(List.of("./run.sh", "x")))
            .getMessage());
    assertThrows(
        CollectException.class,
        () -> TargetCommandLine.requireJavaLauncher(List.of("/usr/bin/javac")));
  }

  /** The brief form counts the flags perfkit inserts and the server's class path, nothing else. */
  @Test
  void theBriefFormCountsPerfkitsFlagsAndClassPath() {
    List<String> flags = List.of("-Xlog:gc", "-XX:+UnlockDiagnosticVMOptions");
    List<String> server = TargetCommandLine.bundledServer(flags, List.of("--variant", "legacy"));
    assertEquals(
        TargetCommandLine.currentJava()
            + " [2 JVM flags, all in run.json] -cp [perfkit's class path] dev.perfkit.server.Main"
            + " --variant legacy",
        TargetCommandLine.brief(server, flags));
    List<String> user = TargetCommandLine.userCommand(List.of("java", "-jar", "app.jar"), flags);
    assertEquals(
        "java [2 JVM flags, all in run.json] -jar app.jar", TargetCommandLine.brief(user, flags));
  }
}
