package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Consumer;
import jdk.jfr.EventType;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;

/**
 * Everything one worker gathered from the chunks it read, event by event: stack profiles, GC,
 * compilations and CPU load. Workers' aggregates are merged at the end; no event is kept. Only CPU
 * and wall-clock samples are split by thread: each field read by name costs a scan of the event's
 * fields, and allocation events are by far the most numerous.
 */
final class RecordingAggregate {

  private final StackFolder cpu = new StackFolder(StackEvent.CPU, ValueUnit.SAMPLES);
  private final StackFolder wall = new StackFolder(StackEvent.WALL, ValueUnit.SAMPLES);
  private final StackFolder allocTlab = new StackFolder(StackEvent.ALLOC, ValueUnit.BYTES);
  private final StackFolder allocSampled = new StackFolder(StackEvent.ALLOC, ValueUnit.BYTES);
  private final StackFolder lock = new StackFolder(StackEvent.LOCK, ValueUnit.NANOSECONDS);
  private final GcAccumulator gc = new GcAccumulator();
  private final CompilationAccumulator compilations = new CompilationAccumulator();
  private final CpuLoadAccumulator cpuLoad = new CpuLoadAccumulator();
  private final Map<EventType, Consumer<RecordedEvent>> handlers = new IdentityHashMap<>();
  private boolean byAsyncProfiler;

  void accept(RecordedEvent event) {
    handlers.computeIfAbsent(event.getEventType(), this::handler).accept(event);
  }

  /** Forgets the chunk's object identities; call after each chunk. */
  void endChunk() {
    handlers.clear();
    for (StackFolder folder : new StackFolder[] {cpu, wall, allocTlab, allocSampled, lock}) {
      folder.endChunk();
    }
  }

  private Consumer<RecordedEvent> handler(EventType type) {
    return switch (type.getName()) {
      case "jdk.ExecutionSample" -> e -> sample(cpu, e, 1);
      case "profiler.WallClockSample" -> e -> sample(wall, e, Math.max(1, e.getInt("samples")));
      case "jdk.ObjectAllocationSample" ->
          e ->
              allocSampled.add(
                  e.getStackTrace(), e.getClass("objectClass"), null, e.getLong("weight"));
      case "jdk.ObjectAllocationInNewTLAB" -> e -> allocation(e, e.getLong("tlabSize"));
      case "jdk.ObjectAllocationOutsideTLAB" -> e -> allocation(e, 0);
      case "jdk.JavaMonitorEnter" -> e -> contention(e, e.getClass("monitorClass"));
      case "jdk.ThreadPark" -> this::park;
      case "jdk.GarbageCollection" -> gc::collection;
      case "jdk.GCHeapSummary" -> gc::heapSummary;
      case "jdk.Compilation" -> compilations::compilation;
      case "jdk.CompilerInlining" -> compilations::inlining;
      case "jdk.CPULoad" -> cpuLoad::add;
      case "jdk.ActiveRecording" -> this::activeRecording;
      default -> e -> {};
    };
  }

  /** async-profiler names its recording "async-profiler 4.5": its samples are then its own. */
  private void activeRecording(RecordedEvent event) {
    byAsyncProfiler |= String.valueOf(event.getString("name")).startsWith("async-profiler");
  }

  private static void sample(StackFolder folder, RecordedEvent event, long weight) {
    folder.add(event.getStackTrace(), null, event.getThread("sampledThread"), weight);
  }

  /**
   * async-profiler weighs an allocation by its TLAB size when there is one, as its converter does.
   */
  private void allocation(RecordedEvent event, long tlabSize) {
    long weight = tlabSize != 0 ? tlabSize : event.getLong("allocationSize");
    allocTlab.add(event.getStackTrace(), event.getClass("objectClass"), null, weight);
  }

  private void contention(RecordedEvent event, RecordedClass monitor) {
    lock.add(event.getStackTrace(), monitor, null, event.getDuration().toNanos());
  }

  /**
   * A park counts as contention when it waits on a lock (a {@code ReentrantLock$NonfairSync}, a
   * {@code ReentrantReadWriteLock}...); parks on a condition or with no blocker are threads waiting
   * for work, which would drown the contention.
   */
  private void park(RecordedEvent event) {
    RecordedClass blocker = event.getClass("parkedClass");
    String name = blocker == null ? "" : blocker.getName();
    if ((name.contains("Lock") || name.contains("Sync")) && !name.contains("ConditionObject")) {
      contention(event, blocker);
    }
  }

  void merge(RecordingAggregate other) {
    cpu.builder().merge(other.cpu.builder());
    wall.builder().merge(other.wall.builder());
    allocTlab.builder().merge(other.allocTlab.builder());
    allocSampled.builder().merge(other.allocSampled.builder());
    lock.builder().merge(other.lock.builder());
    gc.merge(other.gc);
    compilations.merge(other.compilations);
    cpuLoad.merge(other.cpuLoad);
    byAsyncProfiler |= other.byAsyncProfiler;
  }

  /** The recording's findings; {@code spanNanos} is the time its complete chunks cover. */
  JfrRecording result(ChunkLayout layout) {
    long span = layout.spanNanos();
    StackFolder alloc = allocTlab.builder().isEmpty() ? allocSampled : allocTlab;
    return new JfrRecording(
        profile(cpu, span),
        profile(alloc, span),
        profile(wall, span),
        profile(lock, span),
        gc.isEmpty() ? null : gc.result(span),
        compilations.isEmpty() ? null : compilations.result(),
        cpuLoad.isEmpty() ? null : cpuLoad.result(),
        layout.chunks().size(),
        layout.truncatedAt(),
        layout.endsUnfinished(),
        span,
        byAsyncProfiler);
  }

  private static StackProfile profile(StackFolder folder, long span) {
    return folder.builder().isEmpty() ? null : folder.builder().build(span);
  }
}
