package dev.perfkit.collect;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM's own JFR recording that runs beside async-profiler: the {@code default} settings (GC,
 * heap, allocation samples) plus compilations of any length and {@code jdk.CompilerInlining}, which
 * both settings files leave off. Not {@code profile}: its extra sampling repeats what
 * async-profiler records, and on a cheap request it cost measurably more (docs/bench-collect.md).
 * Given inline so that no .jfc file has to be readable by the target.
 */
public final class JfrRecordingSettings {

  /** The recording's name, so that {@code profile} stops exactly the recording it started. */
  public static final String RECORDING_NAME = "perfkit";

  /** The JDK settings file the recording starts from. */
  static final String SETTINGS = "default";

  static final List<String> EVENT_SETTINGS =
      List.of(
          "jdk.CompilerInlining#enabled=true",
          "jdk.Compilation#enabled=true",
          "jdk.Compilation#threshold=0ms");

  private static final Pattern REPOSITORY_PATH =
      Pattern.compile("(?m)^\\s*Repository path: (.+?)\\s*$");

  private JfrRecordingSettings() {}

  /** The {@code -XX:StartFlightRecording} flag for a JVM perfkit launches. */
  public static String startFlag(Path recordingFile) {
    return "-XX:StartFlightRecording=name="
        + RECORDING_NAME
        + ",filename="
        + recordingFile
        + ",dumponexit=true,settings="
        + SETTINGS
        + ","
        + String.join(",", EVENT_SETTINGS);
  }

  /**
   * The flag that puts the recording's chunks in {@code repository} while the JVM runs: a JVM that
   * dies writes no recording file, and its chunks are then all there is.
   */
  public static String repositoryFlag(Path repository) {
    return "-XX:FlightRecorderOptions=repository=" + repository;
  }

  /**
   * The JFR repository a JVM's {@code JFR.configure} answer names, or null when it has none yet
   * ("N/A") or the answer names none.
   */
  public static Path repositoryIn(String configureAnswer) {
    Matcher path = REPOSITORY_PATH.matcher(configureAnswer);
    return path.find() && !path.group(1).equals("N/A") ? Path.of(path.group(1)) : null;
  }

  /** The {@code JFR.start} diagnostic command for a running JVM. */
  public static String startCommand(Path recordingFile) {
    return "JFR.start name="
        + RECORDING_NAME
        + " filename="
        + recordingFile
        + " dumponexit=true settings="
        + SETTINGS
        + " "
        + String.join(" ", EVENT_SETTINGS);
  }

  /** The {@code JFR.stop} diagnostic command, which writes the recording to its file. */
  public static String stopCommand() {
    return "JFR.stop name=" + RECORDING_NAME;
  }
}
