package dev.perfkit.analyzers.history.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Starts {@link RecordingWriter}s as real JVM processes of the JDK the tests run on. */
public final class WriterProcesses {

  private WriterProcesses() {}

  /**
   * A writer recording {@code count} entries named {@code writer} into {@code db} once the file
   * {@code go} appears in {@code gate}, where it first writes {@code WRITER.ready}.
   */
  public static Process startGated(String db, String writer, int count, Path errors, Path gate)
      throws IOException {
    return start(
        db, writer, count, errors, ProcessBuilder.Redirect.DISCARD, List.of(gate.toString()));
  }

  /** A writer recording at once, its {@code recorded N} lines going to {@code output}. */
  public static Process start(
      String db, String writer, int count, Path errors, ProcessBuilder.Redirect output)
      throws IOException {
    return start(db, writer, count, errors, output, List.of());
  }

  private static Process start(
      String db,
      String writer,
      int count,
      Path errors,
      ProcessBuilder.Redirect output,
      List<String> gate)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.addAll(
        List.of(
            ProcessHandle.current().info().command().orElseThrow(),
            "--enable-native-access=ALL-UNNAMED",
            "-Xshare:auto",
            "-XX:TieredStopAtLevel=1",
            "-cp",
            System.getProperty("java.class.path"),
            RecordingWriter.class.getName(),
            db,
            writer,
            Integer.toString(count)));
    command.addAll(gate);
    return new ProcessBuilder(command)
        .redirectError(errors.toFile())
        .redirectOutput(output)
        .start();
  }
}
