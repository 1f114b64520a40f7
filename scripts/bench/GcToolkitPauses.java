import com.microsoft.gctoolkit.GCToolKit;
import com.microsoft.gctoolkit.aggregator.Aggregates;
import com.microsoft.gctoolkit.aggregator.Aggregation;
import com.microsoft.gctoolkit.aggregator.Aggregator;
import com.microsoft.gctoolkit.aggregator.Collates;
import com.microsoft.gctoolkit.aggregator.EventSource;
import com.microsoft.gctoolkit.event.GCEvent;
import com.microsoft.gctoolkit.event.g1gc.G1RealPause;
import com.microsoft.gctoolkit.event.generational.GenerationalGCPauseEvent;
import com.microsoft.gctoolkit.io.SingleGCLogFile;
import com.microsoft.gctoolkit.jvm.JavaVirtualMachine;
import java.nio.file.Path;

/**
 * The benchmark's GC-log anchor: Microsoft GCToolkit 3.5.0 reading a log and summing its pauses
 * (G1 young, mixed, remark, cleanup and full; the pauses of the generational collectors).
 * GCToolkit finds its parsers and channels with ServiceLoader through its module descriptors, so
 * its jars go on the module path. Run:
 * java -p LIB --add-modules ALL-MODULE-PATH -cp CLASSES GcToolkitPauses gc.log
 */
public class GcToolkitPauses {
  public static void main(String[] args) throws Exception {
    GCToolKit toolkit = new GCToolKit();
    toolkit.loadAggregation(new PauseTotals());
    JavaVirtualMachine jvm = toolkit.analyze(new SingleGCLogFile(Path.of(args[0])));
    PauseTotals totals = jvm.getAggregation(PauseTotals.class).orElseThrow();
    System.out.printf(
        "GCToolkit: %d pauses, %.3f ms paused (%d without a duration, left out of the sum)%n",
        totals.count, totals.seconds * 1e3, totals.unknown);
  }

  /** Count and sum of pause durations, filled by the aggregator below. */
  @Collates(PauseAggregator.class)
  public static class PauseTotals extends Aggregation {
    long count;
    long unknown;
    double seconds;

    void add(GCEvent pause) {
      count++;
      if (pause.getDuration() < 0) {
        unknown++; // -1 s: GCToolkit 3.5.0 found no duration on some JDK 25 pauses
      } else {
        seconds += pause.getDuration();
      }
    }

    @Override
    public boolean hasWarning() {
      return unknown > 0;
    }

    @Override
    public boolean isEmpty() {
      return count == 0;
    }
  }

  /** Feeds every stop-the-world pause event of G1 and of the generational collectors. */
  @Aggregates({EventSource.G1GC, EventSource.GENERATIONAL})
  public static final class PauseAggregator extends Aggregator<PauseTotals> {
    public PauseAggregator(PauseTotals totals) {
      super(totals);
      register(G1RealPause.class, totals::add);
      register(GenerationalGCPauseEvent.class, totals::add);
    }
  }
}
