package dev.perfkit.analyzers.compilation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the per-compiler-thread logs ({@code hs_c<tid>_pid<pid>.log}) a JVM killed before exit left
 * behind: at the paths the main log names, and beside the main log (where a collector that moved
 * them put them).
 */
final class ThreadLogFiles {

  private ThreadLogFiles() {}

  static List<Path> find(Path mainLog, String processId, List<String> namedInLog)
      throws IOException {
    TreeSet<Path> found = new TreeSet<>();
    for (String named : namedInLog) {
      Path path = Path.of(named);
      if (Files.isRegularFile(path)) {
        found.add(path.toAbsolutePath().normalize());
      }
    }
    if (!processId.isEmpty()) {
      found.addAll(beside(mainLog, processId));
    }
    return new ArrayList<>(found);
  }

  private static List<Path> beside(Path mainLog, String processId) throws IOException {
    Path directory = mainLog.toAbsolutePath().getParent();
    Pattern name = Pattern.compile("hs_c\\d+_pid" + Pattern.quote(processId) + "\\.log");
    try (Stream<Path> files = Files.list(directory)) {
      return files
          .filter(file -> name.matcher(file.getFileName().toString()).matches())
          .map(file -> file.toAbsolutePath().normalize())
          .toList();
    }
  }
}
