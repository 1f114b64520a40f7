package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserJfrOptionsTest {

  private static final String USERS = "-XX:FlightRecorderOptions=stackdepth=128";
  private static final List<String> COMMAND = List.of("java", "-jar", "app.jar");

  @Test
  void findsTheUsersFlagWhereverTheTargetGetsIt() {
    assertEquals(
        "the target's own -XX:FlightRecorderOptions (--jvm-arg) stands, so perfkit leaves out its"
            + " repository flag (HotSpot keeps only one): a target that dies leaves no"
            + " recording.jfr",
        UserJfrOptions.note(List.of("-Xmx1g", USERS), COMMAND, Map.of()));
    assertTrue(
        UserJfrOptions.note(List.of(), List.of("java", USERS, "-jar", "app.jar"), Map.of())
            .contains("(in the command)"));
    assertTrue(
        UserJfrOptions.note(List.of(), null, Map.of("JAVA_TOOL_OPTIONS", "-Xss2m " + USERS))
            .contains("(JAVA_TOOL_OPTIONS)"));
    assertTrue(
        UserJfrOptions.note(List.of(), COMMAND, Map.of("JDK_JAVA_OPTIONS", USERS))
            .contains("(JDK_JAVA_OPTIONS)"));
    assertTrue(
        UserJfrOptions.note(List.of(), COMMAND, Map.of("_JAVA_OPTIONS", USERS))
            .contains("(_JAVA_OPTIONS)"));
  }

  @Test
  void findsTheUsersFlagInTheOptionsFilesTheCommandNames(@TempDir Path dir) throws IOException {
    Path vmOptions = Files.writeString(dir.resolve("vm.options"), "-Xmx1g\n" + USERS + "\n");
    Path hotspotFlags =
        Files.writeString(dir.resolve("flags"), "+UseG1GC\nFlightRecorderOptions=x\n");
    Path without = Files.writeString(dir.resolve("plain.options"), "-Xmx1g\n");
    assertTrue(
        UserJfrOptions.note(List.of("-XX:Flags=" + hotspotFlags), COMMAND, Map.of())
            .contains("(in -XX:Flags=" + hotspotFlags + ")"));
    assertTrue(
        UserJfrOptions.note(List.of(), List.of("java", "-XX:VMOptionsFile=" + vmOptions), Map.of())
            .contains("(in -XX:VMOptionsFile=" + vmOptions + ")"));
    assertNull(
        UserJfrOptions.note(List.of(), List.of("java", "-XX:VMOptionsFile=" + without), Map.of()));
    assertNull(
        UserJfrOptions.note(
            List.of(), List.of("java", "-XX:Flags=" + dir.resolve("no")), Map.of()));
  }

  @Test
  void saysNothingWhenTheTargetHasNoneOfItsOwn() {
    assertNull(
        UserJfrOptions.note(
            List.of("-Xmx1g", "-XX:StartFlightRecording"),
            COMMAND,
            Map.of("JAVA_TOOL_OPTIONS", "-Xss2m", "PATH", "/usr/bin")));
  }

  @Test
  void targetFlagsCarryTheRepositoryFlagOnlyWhenAsked() {
    RunDirectory dir = new RunDirectory(Path.of("/runs/x"));
    EventSelection events = EventSelection.parse("cpu");
    String repository = "-XX:FlightRecorderOptions=repository=/runs/x/logs/jfr-repository";
    assertTrue(TargetJvmFlags.of(dir, events, List.of(), true).contains(repository));
    List<String> without = TargetJvmFlags.of(dir, events, List.of(USERS), false);
    assertFalse(without.stream().anyMatch(flag -> flag.contains("repository=")), without::toString);
    assertEquals(USERS, without.get(without.size() - 1));
  }
}
