package dev.perfkit.cli;

import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.IoMessages;
import dev.perfkit.collect.RunDirectories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The demo's output directory, checked before any JVM starts: the demo overwrites an earlier demo's
 * runs there, never a directory of other files, as {@code perfkit run --force} does.
 */
final class DemoDirectory {

  private static final Set<String> CONFIG_NAMES =
      DemoConfig.ALL.stream().map(DemoConfig::directoryName).collect(Collectors.toSet());

  private DemoDirectory() {}

  /**
   * Refuses (exit 2) a directory holding anything but an earlier demo's configurations, or whose
   * runs {@code perfkit run --force} would refuse; exit 1 when it cannot be listed.
   */
  static void check(Path out, List<DemoConfig> configs) {
    try {
      if (Files.exists(out) && !Files.isDirectory(out)) {
        throw PerfkitException.usage(out + ": exists and is not a directory");
      }
      if (Files.isDirectory(out) && holdsOtherFiles(out)) {
        throw PerfkitException.usage(
            out
                + ": directory exists and is not empty, and not an earlier demo's (the demo"
                + " overwrites only its own runs)");
      }
      for (DemoConfig config : configs) {
        for (String variant : List.of("legacy", "optimized")) {
          RunDirectories.check(out.resolve(config.directoryName()).resolve(variant), true);
        }
      }
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    } catch (IOException e) {
      throw PerfkitException.badInput(
          out
              + ": cannot read the directory: "
              + IoMessages.describe(e, out.toAbsolutePath().normalize()));
    }
  }

  /** Whether {@code out} holds an entry no demo writes: a demo writes only its configurations. */
  private static boolean holdsOtherFiles(Path out) throws IOException {
    try (Stream<Path> entries = Files.list(out)) {
      return entries.anyMatch(
          entry ->
              !Files.isDirectory(entry) || !CONFIG_NAMES.contains(entry.getFileName().toString()));
    }
  }
}
