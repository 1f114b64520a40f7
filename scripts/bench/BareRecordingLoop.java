import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * The benchmark's anchor: the plainest single-threaded RecordingFile loop that aggregates
 * allocation by top frame and sums GC pauses. Run: java BareRecordingLoop.java FILE.jfr
 */
public class BareRecordingLoop {
  public static void main(String[] args) throws Exception {
    Map<String, long[]> allocByTopFrame = new HashMap<>();
    long gcCount = 0;
    long pauseNanos = 0;
    long samples = 0;
    try (RecordingFile file = new RecordingFile(Path.of(args[0]))) {
      while (file.hasMoreEvents()) {
        RecordedEvent event = file.readEvent();
        switch (event.getEventType().getName()) {
          case "jdk.ObjectAllocationSample" -> add(allocByTopFrame, event, event.getLong("weight"));
          case "jdk.ObjectAllocationInNewTLAB" -> add(allocByTopFrame, event, event.getLong("tlabSize"));
          case "jdk.ObjectAllocationOutsideTLAB" -> add(allocByTopFrame, event, event.getLong("allocationSize"));
          case "jdk.GarbageCollection" -> {
            gcCount++;
            pauseNanos += event.getDuration("sumOfPauses").toNanos();
          }
          case "jdk.ExecutionSample" -> samples++;
          default -> {}
        }
      }
    }
    print("bare loop", allocByTopFrame, gcCount, pauseNanos / 1e6, samples);
  }

  /** Prints the totals in the one form that JmcLoadEvents.java prints too, so they compare. */
  static void print(String tool, Map<String, long[]> sites, long gcs, double pausedMs, long samples) {
    System.out.printf("%s: %d allocation sites, %d GCs, %.3f ms paused, %d execution samples%n",
        tool, sites.size(), gcs, pausedMs, samples);
    sites.entrySet().stream()
        .max(Comparator.comparingLong((Map.Entry<String, long[]> e) -> e.getValue()[0]))
        .ifPresent(e -> System.out.printf("top allocation site: %s, %d bytes%n", e.getKey(), e.getValue()[0]));
  }

  static void add(Map<String, long[]> sites, RecordedEvent event, long weight) {
    RecordedStackTrace stack = event.getStackTrace();
    String top = "(no stack)";
    if (stack != null && !stack.getFrames().isEmpty()) {
      RecordedFrame frame = stack.getFrames().get(0);
      top = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
    }
    sites.computeIfAbsent(top, k -> new long[1])[0] += weight;
  }
}
