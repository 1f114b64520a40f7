import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLogReader;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLogReader;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * perfkit's log readers alone, without the analyze command around them: reads one compilation or
 * GC log and prints its totals, so the benchmark can tell the reader's cost from the command's.
 *
 * <p>Example usage: {@code java -cp cli/target/perfkit.jar scripts/bench/ReadLog.java gc.log}
 */
public class ReadLog {
  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[0]);
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(8192);
    }
    AnalysisInputs inputs = new AnalysisInputs();
    if (new CompilationLogReader().recognizes(file, head)) {
      new CompilationLogReader().read(file, inputs);
      var log = inputs.require(CompilationInputs.COMPILATION_LOG);
      System.out.println("tasks " + log.taskCount() + ", inline failures " + log.inlineFailureCount());
    } else {
      new GcLogReader().read(file, inputs);
      var log = inputs.require(GcInputs.GC_LOG);
      System.out.println("pauses " + log.pauses().count() + ", p99 " + log.pauses().p99Ms() + " ms");
    }
  }
}
