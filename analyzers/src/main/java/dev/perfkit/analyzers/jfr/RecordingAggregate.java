package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileBuilder;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import jdk.jfr.EventType;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;

/**
 * Everything one worker gathered from the chunks it read, event by event: stack profiles, GC,
 * compilations and CPU load, and how many events of each type it saw. Workers' aggregates are
 * merged at the end; no event is kept. Only execution and wall-clock samples are split by thread:
 * each field read by name costs a scan of the event's fields, and allocation events are by far the
 * most numerous.
 *
 * <p>A chunk's execution samples are folded apart and given to the CPU, wall-clock or event-count
 * profile when the chunk ends, once its settings have said what they sampled ({@link
 * SampledEvent}): async-profiler may write its settings after the first samples.
 *
 * <p>Given the load's measured window, the stack samples (execution, wall-clock, allocation and
 * lock events) outside it are counted and left out: start-up and warm-up are not the steady state
 * the profiles describe. GC, compilations and CPU load are kept whole; their rules place them in
 * time themselves.
 */
final class RecordingAggregate {

  private final MeasuredWindow window;
  private long samplesOutsideWindow;

  private final StackProfileBuilder cpu =
      new StackProfileBuilder(StackEvent.CPU, ValueUnit.SAMPLES);
  private final StackFolder wall = new StackFolder(StackEvent.WALL, ValueUnit.SAMPLES);
  private final StackProfileBuilder counted =
      new StackProfileBuilder(StackEvent.COUNTED, ValueUnit.SAMPLES);
  private final Map<StackEvent, String> labels = new EnumMap<>(StackEvent.class);
  private StackFolder chunkSamples = newChunkSamples();
  private String chunkProfilerEvent;
  private boolean chunkWallSetting;
  private final StackFolder allocTlab = new StackFolder(StackEvent.ALLOC, ValueUnit.BYTES);
  private final StackFolder allocSampled = new StackFolder(StackEvent.ALLOC, ValueUnit.BYTES);
  private final StackFolder lock = new StackFolder(StackEvent.LOCK, ValueUnit.NANOSECONDS);
  private final GcAccumulator gc = new GcAccumulator();
  private final CompilationAccumulator compilations = new CompilationAccumulator();
  private final CpuLoadAccumulator cpuLoad = new CpuLoadAccumulator();
  private final Map<String, long[]> eventCounts = new HashMap<>();
  private final Map<EventType, Handler> handlers = new IdentityHashMap<>();

  /** What to do with one event type, and its count across chunks. */
  private record Handler(Consumer<RecordedEvent> consumer, long[] count) {}

  private boolean byAsyncProfiler;

  /** An aggregate of every event, or of the stack samples within {@code window} when present. */
  RecordingAggregate(Optional<MeasuredWindow> window) {
    this.window = window.orElse(null);
  }

  void accept(RecordedEvent event) {
    Handler handler = handlers.computeIfAbsent(event.getEventType(), this::handler);
    handler.count()[0]++;
    handler.consumer().accept(event);
  }

  /**
   * Whether a stack sample falls in the window (always, without one); one that does not is counted
   * as left out.
   */
  private boolean inWindow(RecordedEvent event) {
    if (window == null || window.holds(event.getStartTime())) {
      return true;
    }
    samplesOutsideWindow++;
    return false;
  }

  /** Forgets the chunk's object identities; call after each chunk. */
  void endChunk() {
    handlers.clear();
    for (StackFolder folder : new StackFolder[] {wall, allocTlab, allocSampled, lock}) {
      folder.endChunk();
    }
    if (!chunkSamples.builder().isEmpty()) {
      SampledEvent sampled = SampledEvent.of(chunkProfilerEvent, chunkWallSetting);
      labels.putIfAbsent(sampled.kind(), sampled.label());
      switch (sampled.kind()) {
        case WALL -> wall.builder().merge(chunkSamples.builder());
        case COUNTED -> counted.merge(chunkSamples.builder());
        default -> cpu.merge(chunkSamples.builder());
      }
    }
    chunkSamples = newChunkSamples();
    chunkProfilerEvent = null;
    chunkWallSetting = false;
  }

  private static StackFolder newChunkSamples() {
    return new StackFolder(StackEvent.CPU, ValueUnit.SAMPLES);
  }

  private Handler handler(EventType type) {
    long[] count = eventCounts.computeIfAbsent(type.getName(), name -> new long[1]);
    return new Handler(consumer(EventNames.current(type.getName())), count);
  }

  private Consumer<RecordedEvent> consumer(String name) {
    return switch (name) {
      case "jdk.ExecutionSample" -> windowed(e -> sample(chunkSamples, e, 1));
      case "jdk.ActiveSetting" -> this::setting;
      case "profiler.WallClockSample" ->
          windowed(e -> sample(wall, e, Math.max(1, e.getInt("samples"))));
      case "jdk.ObjectAllocationSample" ->
          windowed(
              e ->
                  allocSampled.add(
                      e.getStackTrace(), e.getClass("objectClass"), null, e.getLong("weight")));
      case "jdk.ObjectAllocationInNewTLAB" -> windowed(e -> allocation(e, e.getLong("tlabSize")));
      case "jdk.ObjectAllocationOutsideTLAB" -> windowed(e -> allocation(e, 0));
      case "jdk.JavaMonitorEnter" -> windowed(e -> contention(e, e.getClass("monitorClass")));
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

  private Consumer<RecordedEvent> windowed(Consumer<RecordedEvent> consumer) {
    return event -> {
      if (inWindow(event)) {
        consumer.accept(event);
      }
    };
  }

  /**
   * async-profiler names the event its execution samples hold in a setting called "event"; 3.x
   * writes its wall-clock interval in a setting called "wall" (and "event" empty when wall is all
   * it sampled).
   */
  private void setting(RecordedEvent event) {
    String name = event.getString("name");
    if ("event".equals(name)) {
      chunkProfilerEvent = event.getString("value");
      byAsyncProfiler = true;
    } else if ("wall".equals(name)) {
      chunkWallSetting = true;
      byAsyncProfiler = true;
    }
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
   * The park blockers that are locks, by class name prefix: what async-profiler's lock profile
   * counts (ReentrantLock, ReentrantReadWriteLock and Semaphore, and their {@code Sync} classes),
   * and StampedLock. Every other park waits for an event, not for a lock another thread holds: a
   * CountDownLatch (a main thread parks on one from start to shutdown), a condition (idle pool
   * threads), a future, or no blocker at all. Counted, they drown the contention.
   */
  private static final List<String> LOCK_BLOCKERS =
      List.of(
          "java.util.concurrent.locks.ReentrantLock",
          "java.util.concurrent.locks.ReentrantReadWriteLock",
          "java.util.concurrent.locks.StampedLock",
          "java.util.concurrent.Semaphore");

  private void park(RecordedEvent event) {
    RecordedClass blocker = event.getClass("parkedClass");
    if (blocker != null && isLock(blocker.getName()) && inWindow(event)) {
      contention(event, blocker);
    }
  }

  static boolean isLock(String blockerClass) {
    return LOCK_BLOCKERS.stream().anyMatch(blockerClass::startsWith);
  }

  void merge(RecordingAggregate other) {
    cpu.merge(other.cpu);
    wall.builder().merge(other.wall.builder());
    counted.merge(other.counted);
    other.labels.forEach(labels::putIfAbsent);
    CountMaps.addAll(eventCounts, other.eventCounts);
    allocTlab.builder().merge(other.allocTlab.builder());
    allocSampled.builder().merge(other.allocSampled.builder());
    lock.builder().merge(other.lock.builder());
    gc.merge(other.gc);
    compilations.merge(other.compilations);
    cpuLoad.merge(other.cpuLoad);
    byAsyncProfiler |= other.byAsyncProfiler;
    samplesOutsideWindow += other.samplesOutsideWindow;
  }

  /**
   * The recording's findings. GC pauses and the recording span the time the complete chunks cover;
   * the stack profiles the same, or the part of the window the chunks cover when they were cut to
   * it (a recording cut short covers less of it).
   */
  JfrRecording result(ChunkLayout layout) {
    long recorded = layout.spanNanos();
    long span =
        window == null
            ? recorded
            : layout.spanNanosWithin(epochNanos(window.start()), epochNanos(window.end()));
    StackFolder alloc = allocTlab.builder().isEmpty() ? allocSampled : allocTlab;
    return new JfrRecording(
        profile(cpu, span),
        profile(alloc.builder(), span),
        profile(wall.builder(), span),
        profile(lock.builder(), span),
        profile(counted, span),
        gc.isEmpty() ? null : gc.result(recorded),
        compilations.isEmpty() ? null : compilations.result(),
        cpuLoad.isEmpty() ? null : cpuLoad.result(),
        layout.chunks().size(),
        layout.truncatedAt(),
        layout.endsUnfinished(),
        recorded,
        eventCounts(),
        byAsyncProfiler,
        window == null ? null : new JfrRecording.ProfileCut(window, samplesOutsideWindow));
  }

  private static long epochNanos(Instant time) {
    return time.getEpochSecond() * 1_000_000_000L + time.getNano();
  }

  private Map<String, Long> eventCounts() {
    Map<String, Long> counts = new HashMap<>();
    eventCounts.forEach((name, count) -> counts.put(name, count[0]));
    return counts;
  }

  /** The profile, labelled by what its samples were when a profiler named it. */
  private StackProfile profile(StackProfileBuilder builder, long span) {
    if (builder.isEmpty()) {
      return null;
    }
    return builder.build(span, labels.getOrDefault(builder.event(), builder.event().inputName()));
  }
}
