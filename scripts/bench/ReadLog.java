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
 * Given a number of reads, it reads the log that many times in the same JVM and prints each read's
 * time: the first pays for the JIT's warm-up, the last shows the reader with its code compiled.
 *
 * <p>Example usage: {@code java -cp cli/target/perfkit.jar scripts/bench/ReadLog.java gc.log}, or
 * {@code ... ReadLog.java compilation.log 5}
 */
public class ReadLog {
  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[0]);
    int reads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(8192);
    }
    String totals = "";
    StringBuilder times = new StringBuilder();
    for (int read = 1; read <= reads; read++) {
      long start = System.nanoTime();
      totals = readOnce(file, head);
      times.append(String.format("%s%.2f", read == 1 ? "" : " / ", (System.nanoTime() - start) / 1e9));
    }
    System.out.println(totals);
    if (reads > 1) {
      System.out.println("read times, s: " + times);
    }
  }

  private static String readOnce(Path file, byte[] head) throws Exception {
    AnalysisInputs inputs = new AnalysisInputs();
    if (new CompilationLogReader().recognizes(file, head)) {
      new CompilationLogReader().read(file, inputs);
      var log = inputs.require(CompilationInputs.COMPILATION_LOG);
      return "tasks " + log.taskCount() + ", inline failures " + log.inlineFailureCount();
    }
    new GcLogReader().read(file, inputs);
    var log = inputs.require(GcInputs.GC_LOG);
    return "pauses " + log.pauses().count() + ", p99 " + log.pauses().p99Ms() + " ms";
  }
}
