package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunRecord;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/** Finds out which JVM a target is, from its system properties. */
public final class JvmIdentity {

  private JvmIdentity() {}

  /**
   * Asks a java launcher for its properties ({@code -XshowSettings:properties -version}), before
   * perfkit starts the target with it: the same binary, so the same JVM.
   */
  public static RunRecord.Jvm ofLauncher(String javaExecutable) {
    try {
      Process process =
          new ProcessBuilder(javaExecutable, "-XshowSettings:properties", "-version")
              .redirectErrorStream(true)
              .start();
      process.getOutputStream().close();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new TargetFailure(
            javaExecutable + ": not a working java launcher: " + firstLine(output));
      }
      return fromProperties(parseSettings(output));
    } catch (IOException e) {
      throw new TargetFailure(javaExecutable + ": cannot run it: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TargetFailure(javaExecutable + ": interrupted while asking for its version");
    }
  }

  /** Asks a running JVM for its properties over the attach mechanism. */
  public static RunRecord.Jvm ofProcess(AsyncProfilerCommands commands) {
    String answer = commands.jcmd("VM.system_properties");
    Properties properties = new Properties();
    try {
      properties.load(new StringReader(answer));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> values = new HashMap<>();
    properties
        .stringPropertyNames()
        .forEach(name -> values.put(name, properties.getProperty(name)));
    return fromProperties(values);
  }

  /** The feature release (17, 21, 25) of a {@code java.version} string, 0 if unknown. */
  public static int feature(String version) {
    if (version == null) {
      return 0;
    }
    String digits = version.startsWith("1.") ? version.substring(2) : version;
    String head = digits.split("[^0-9]", 2)[0];
    return head.isEmpty() ? 0 : Integer.parseInt(head);
  }

  static Map<String, String> parseSettings(String output) {
    Map<String, String> values = new HashMap<>();
    for (String line : output.split("\n")) {
      int equals = line.indexOf(" = ");
      if (line.startsWith("    ") && equals > 0) {
        values.put(line.substring(0, equals).strip(), line.substring(equals + 3).strip());
      }
    }
    return values;
  }

  private static RunRecord.Jvm fromProperties(Map<String, String> values) {
    return new RunRecord.Jvm(
        values.get("java.version"),
        values.get("java.vendor"),
        values.get("java.vm.name"),
        values.get("java.home"));
  }

  private static String firstLine(String text) {
    List<String> lines = text.strip().lines().toList();
    return lines.isEmpty() ? "no output" : lines.get(0);
  }
}
