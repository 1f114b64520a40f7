import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.jfr.JfrRecording;
import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.stacks.CollapsedStacksReader;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.nio.file.Path;

/**
 * Runs perfkit's readers alone on one file, so that the benchmark can tell their cost from
 * {@code perfkit analyze}'s: java -cp analyzers/target/classes AnalyzeStacksJfr FILE (.jfr, or
 * collapsed stacks).
 */
public class AnalyzeStacksJfr {
  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[0]);
    if (args[0].endsWith(".jfr")) {
      JfrRecording recording = new JfrRecordingReader().parse(file);
      GcPauses gc = recording.gc();
      StackProfile cpu = recording.cpu();
      StackProfile alloc = recording.alloc();
      System.out.printf("perfkit: %d chunks, %d GCs, %.3f ms paused, %d execution samples, %s%n",
          recording.chunks(),
          gc == null ? 0L : gc.collections(),
          gc == null ? 0.0 : gc.totalPauseMs(),
          cpu == null ? 0L : cpu.stacks(),
          alloc == null ? "no allocations"
              : alloc.tree().size() + " allocation tree nodes, top " + alloc.topSelf(1));
    } else {
      StackProfile profile = new CollapsedStacksReader().parse(file).profile();
      System.out.printf("perfkit: %s, %d stacks, total %d, %d tree nodes, top self %s%n",
          profile.event(), profile.stacks(), profile.total(), profile.tree().size(), profile.topSelf(1));
    }
  }
}
