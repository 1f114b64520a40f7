import dev.perfkit.analyzers.jfr.JfrRecording;
import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.stacks.CollapsedStacksReader;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.nio.file.Path;

/**
 * Runs perfkit's readers on one file, for the benchmark until {@code perfkit analyze} exists:
 * java -cp analyzers/target/classes AnalyzeStacksJfr FILE (.jfr, or collapsed stacks).
 */
public class AnalyzeStacksJfr {
  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[0]);
    if (args[0].endsWith(".jfr")) {
      JfrRecording recording = new JfrRecordingReader().parse(file);
      System.out.printf("perfkit: %d chunks, %d GCs, %.3f ms paused, %d execution samples, %s%n",
          recording.chunks(),
          recording.gcPauses().map(gc -> gc.collections()).orElse(0L),
          recording.gcPauses().map(gc -> gc.totalPauseMs()).orElse(0.0),
          recording.cpuProfile().map(StackProfile::stacks).orElse(0L),
          recording.allocProfile().map(p -> p.tree().size() + " allocation tree nodes, top "
              + p.topSelf(1)).orElse("no allocations"));
    } else {
      StackProfile profile = new CollapsedStacksReader().parse(file).profile();
      System.out.printf("perfkit: %s, %d stacks, total %d, %d tree nodes, top self %s%n",
          profile.event(), profile.stacks(), profile.total(), profile.tree().size(), profile.topSelf(1));
    }
  }
}
