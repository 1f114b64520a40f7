import java.io.File;
import java.util.HashMap;
import java.util.Map;
import org.openjdk.jmc.common.IMCMethod;
import org.openjdk.jmc.common.item.Aggregators;
import org.openjdk.jmc.common.item.IAttribute;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;
import org.openjdk.jmc.flightrecorder.JfrLoaderToolkit;
import org.openjdk.jmc.flightrecorder.jdk.JdkAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

/**
 * The benchmark's JDK Mission Control anchor: JMC's {@code JfrLoaderToolkit.loadEvents} (the whole
 * recording into memory, as JMC's GUI and rules read it) followed by the aggregation of
 * BareRecordingLoop.java (allocation by top frame, GC pauses, execution samples), printed by
 * BareRecordingLoop so that the numbers compare. Run, with BareRecordingLoop in CLASSES:
 * java -cp 'LIB/*:CLASSES' JmcLoadEvents FILE.jfr
 */
public class JmcLoadEvents {
  public static void main(String[] args) throws Exception {
    IItemCollection events = JfrLoaderToolkit.loadEvents(new File(args[0]));
    Map<String, long[]> sites = new HashMap<>();
    addAllocations(sites, events, JdkTypeIDs.OBJ_ALLOC_SAMPLE, JdkAttributes.SAMPLE_WEIGHT);
    addAllocations(sites, events, JdkTypeIDs.ALLOC_INSIDE_TLAB, JdkAttributes.TLAB_SIZE);
    addAllocations(sites, events, JdkTypeIDs.ALLOC_OUTSIDE_TLAB, JdkAttributes.ALLOCATION_SIZE);
    IItemCollection gcs = events.apply(ItemFilters.type(JdkTypeIDs.GARBAGE_COLLECTION));
    IQuantity paused = gcs.getAggregate(Aggregators.sum(JdkAttributes.GC_SUM_OF_PAUSES));
    BareRecordingLoop.print(
        "jmc loadEvents",
        sites,
        count(gcs),
        paused == null ? 0 : paused.doubleValueIn(UnitLookup.MILLISECOND),
        count(events.apply(ItemFilters.type(JdkTypeIDs.EXECUTION_SAMPLE))));
  }

  static long count(IItemCollection items) {
    IQuantity count = items.getAggregate(Aggregators.count());
    return count == null ? 0 : count.longValue(); // null: no item of that type
  }

  // Sums the weight by the top frame's "class.method", the key BareRecordingLoop builds.
  static void addAllocations(
      Map<String, long[]> sites,
      IItemCollection events,
      String typeId,
      IAttribute<IQuantity> weight) {
    for (IItemIterable batch : events.apply(ItemFilters.type(typeId))) {
      IMemberAccessor<IQuantity, IItem> bytes = weight.getAccessor(batch.getType());
      IMemberAccessor<IMCMethod, IItem> top =
          JdkAttributes.STACK_TRACE_TOP_METHOD.getAccessor(batch.getType());
      for (IItem item : batch) {
        IMCMethod method = top == null ? null : top.getMember(item);
        String site =
            method == null
                ? "(no stack)"
                : method.getType().getFullName() + "." + method.getMethodName();
        long size = bytes.getMember(item).clampedLongValueIn(UnitLookup.BYTE);
        sites.computeIfAbsent(site, k -> new long[1])[0] += size;
      }
    }
  }
}
