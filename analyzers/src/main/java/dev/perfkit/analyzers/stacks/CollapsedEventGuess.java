package dev.perfkit.analyzers.stacks;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides which event a collapsed file sampled, since the file does not say. The file name decides
 * when one of its words names an event ({@code cpu.collapsed}, {@code run-alloc.txt}, {@code
 * lock}); otherwise the content does: a file where at least 90% of the stacks end in a class frame
 * ({@code java.lang.String_[i]}, {@code byte[]_[k]}) is an allocation profile, anything else a CPU
 * profile. Lock and wall-clock profiles need the name: their content does not tell them apart. A
 * file named for hardware cycles or for page faults (Linux perf's {@code -e page-faults}, which
 * FlameGraph's tests name {@code perf-java-faults-01}) holds counts of an event, not CPU time: no
 * CPU rule judges it.
 */
final class CollapsedEventGuess {

  /** The label of a profile named for cycles, as the JFR reader labels async-profiler's. */
  static final String CYCLES_LABEL = "cycles profile (event counts, not CPU time)";

  /** The label of a profile named for page faults. */
  static final String FAULTS_LABEL = "page-faults profile (event counts, not CPU time)";

  private CollapsedEventGuess() {}

  static StackEvent decide(Path file, long classLeafLines, long stackLines) {
    return fromName(file).orElse(fromContent(classLeafLines, stackLines));
  }

  static Optional<StackEvent> fromName(Path file) {
    Path name = file.getFileName();
    if (name == null) {
      return Optional.empty();
    }
    for (String word : name.toString().toLowerCase(Locale.ROOT).split("[^a-z]+")) {
      Optional<StackEvent> event = fromWord(word);
      if (event.isPresent()) {
        return event;
      }
    }
    return Optional.empty();
  }

  private static Optional<StackEvent> fromWord(String word) {
    return switch (word) {
      case "cpu", "itimer", "ctimer" -> Optional.of(StackEvent.CPU);
      case "cycles", "faults", "fault", "pagefaults" -> Optional.of(StackEvent.COUNTED);
      case "alloc", "allocation", "allocations", "live" -> Optional.of(StackEvent.ALLOC);
      case "wall" -> Optional.of(StackEvent.WALL);
      case "lock", "locks" -> Optional.of(StackEvent.LOCK);
      default -> Optional.empty();
    };
  }

  /** What the profile is, for the user: a counted event says which counts it holds. */
  static String label(Path file, StackEvent event) {
    if (event != StackEvent.COUNTED) {
      return event.inputName();
    }
    return namesFaults(file) ? FAULTS_LABEL : CYCLES_LABEL;
  }

  private static boolean namesFaults(Path file) {
    Path name = file.getFileName();
    return name != null && name.toString().toLowerCase(Locale.ROOT).contains("fault");
  }

  static StackEvent fromContent(long classLeafLines, long stackLines) {
    return stackLines > 0 && classLeafLines * 10 >= stackLines * 9
        ? StackEvent.ALLOC
        : StackEvent.CPU;
  }
}
