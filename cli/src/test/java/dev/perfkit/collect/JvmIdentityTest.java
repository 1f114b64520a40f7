package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.run.RunRecord;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JvmIdentityTest {

  @Test
  void readsTheFeatureReleaseOfOldAndNewVersionStrings() {
    assertEquals(8, JvmIdentity.feature("1.8.0_402"));
    assertEquals(11, JvmIdentity.feature("11.0.22"));
    assertEquals(25, JvmIdentity.feature("25"));
    assertEquals(25, JvmIdentity.feature("25.0.3"));
    assertEquals(26, JvmIdentity.feature("26-ea"));
    assertEquals(0, JvmIdentity.feature(null));
  }

  @Test
  void parsesTheLaunchersPropertySettings() {
    String output =
        "Property settings:\n    java.home = /opt/jdk\n    java.version = 21.0.5\n"
            + "    line.separator = \\n \nopenjdk version \"21.0.5\"\n";
    Map<String, String> values = JvmIdentity.parseSettings(output);
    assertEquals("/opt/jdk", values.get("java.home"));
    assertEquals("21.0.5", values.get("java.version"));
  }

  @Test
  void describesTheJvmRunningTheseTests() {
    RunRecord.Jvm jvm = JvmIdentity.ofLauncher(TargetCommandLine.currentJava());
    assertEquals(System.getProperty("java.version"), jvm.version());
    assertEquals(System.getProperty("java.vendor"), jvm.vendor());
    assertEquals(System.getProperty("java.home"), jvm.home());
  }
}
