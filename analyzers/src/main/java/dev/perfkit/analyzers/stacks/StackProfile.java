package dev.perfkit.analyzers.stacks;

import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * A sampled profile (CPU, allocation, wall clock or lock) as a frame tree with totals, whatever it
 * was read from: a collapsed-stacks file or a JFR recording. Frames are clean names (no
 * async-profiler suffix, class names dotted: {@code java.lang.String.indexOf}); the leaves of
 * allocation and lock profiles are the allocated or locked classes.
 */
public final class StackProfile implements Summarizable {

  private static final int TOP = 20;

  private final StackEvent event;
  private final String label;
  private final ValueUnit unit;
  private final FrameTable frames;
  private final FrameTree tree;
  private final Map<String, Long> threadTotals;
  private final long stacks;
  private final long spanNanos;
  private List<FrameStats> byName;

  StackProfile(
      StackEvent event,
      String label,
      ValueUnit unit,
      FrameTable frames,
      FrameTree tree,
      Map<String, Long> threadTotals,
      long stacks,
      long spanNanos) {
    this.event = event;
    this.label = label;
    this.unit = unit;
    this.frames = frames;
    this.tree = tree;
    tree.total(FrameTree.ROOT); // sums the totals now, so readers on any thread see them done
    this.threadTotals = Map.copyOf(threadTotals);
    this.stacks = stacks;
    this.spanNanos = spanNanos;
  }

  public StackEvent event() {
    return event;
  }

  /**
   * What the profile sampled, for the user: the input's name ("CPU profile"), or the profiler's own
   * event when it says more ("cycles profile", "method-trace counts of ...").
   */
  public String label() {
    return label;
  }

  public ValueUnit unit() {
    return unit;
  }

  /** The sum of all counts (samples, bytes or nanoseconds). */
  public long total() {
    return tree.total(FrameTree.ROOT);
  }

  /** The number of stacks read: lines of a collapsed file, events of a recording. */
  public long stacks() {
    return stacks;
  }

  /** The time the profile covers in nanoseconds, 0 when unknown (collapsed files). */
  public long spanNanos() {
    return spanNanos;
  }

  /** The frame tree, root first; read it with {@link #frames()} to name the frames. */
  public FrameTree tree() {
    return tree;
  }

  public FrameTable frames() {
    return frames;
  }

  /** Each thread's total; empty when the profile was not split by thread. */
  public Map<String, Long> threadTotals() {
    return threadTotals;
  }

  /** Total and self counts of every frame name, in the order of their ids in {@link #frames()}. */
  public synchronized List<FrameStats> frameStats() {
    if (byName == null) {
      byName = FrameStatsCollector.collect(frames, tree);
    }
    return byName;
  }

  /** The {@code limit} frames with the highest self counts, highest first. */
  public List<FrameStats> topSelf(int limit) {
    return top(FrameStats::self, limit);
  }

  /** The {@code limit} frames with the highest total counts, highest first. */
  public List<FrameStats> topTotal(int limit) {
    return top(FrameStats::total, limit);
  }

  private List<FrameStats> top(ToLongFunction<FrameStats> count, int limit) {
    return frameStats().stream()
        .filter(stats -> count.applyAsLong(stats) > 0)
        .sorted(Comparator.comparingLong(count).reversed().thenComparing(FrameStats::name))
        .limit(limit)
        .toList();
  }

  /**
   * How much of the profile a method accounts for: on the stack and self. {@code method} is a clean
   * frame name, {@code com.example.Foo.bar}; slashes are taken as dots, and a generated name is
   * folded as the profile's are (the compilation log names a lambda with its address).
   */
  public MethodShare share(String method) {
    String name = frameName(method);
    int nameId = frames.findName(name);
    // frameStats() lists the names in id order: a lookup, not a scan, for the rules that ask
    // about every failed inlining site.
    FrameStats stats = nameId < 0 ? new FrameStats(name, 0, 0) : frameStats().get(nameId);
    return new MethodShare(name, stats.total(), stats.self(), total());
  }

  /**
   * A method's self count by how it ran when sampled (interpreted, C1, JIT-compiled, inlined), as
   * the profiler marked each frame: names merge the types, this keeps them apart, so that hot code
   * still interpreted can be told from compiled code. Empty when no sample ends in the method.
   */
  public Map<FrameType, Long> selfByType(String method) {
    int nameId = frames.findName(frameName(method));
    Map<FrameType, Long> byType = new EnumMap<>(FrameType.class);
    for (int node = 1; nameId >= 0 && node < tree.size(); node++) {
      int frame = tree.frame(node);
      if (frames.nameId(frame) == nameId && tree.self(node) > 0) {
        byType.merge(frames.type(frame), tree.self(node), Long::sum);
      }
    }
    return byType;
  }

  /**
   * The samples that run a method's own compiled code: those that end in it, plus those that end in
   * a frame the JIT inlined into it ({@link FrameType#INLINED} all the way down from it), which run
   * inside its compiled body. Where the profile marks no frame inlined this is its self count. A
   * method inlined into itself is counted once, at its innermost frame.
   */
  public long ownCode(String method) {
    int nameId = frames.findName(frameName(method));
    long own = 0;
    for (int node = 1; nameId >= 0 && node < tree.size(); node++) {
      if (frames.nameId(tree.frame(node)) == nameId) {
        own += tree.self(node) + inlinedSelf(node, nameId);
      }
    }
    return own;
  }

  /** The self counts under {@code node} reached through inlined frames of other names only. */
  private long inlinedSelf(int node, int nameId) {
    long sum = 0;
    for (int child = tree.firstChild(node); child >= 0; child = tree.nextSibling(child)) {
      int frame = tree.frame(child);
      if (frames.type(frame) == FrameType.INLINED && frames.nameId(frame) != nameId) {
        sum += tree.self(child) + inlinedSelf(child, nameId);
      }
    }
    return sum;
  }

  private static String frameName(String method) {
    return FrameNames.normalize(method.replace('/', '.'));
  }

  /** The top 20s, for {@code summary.json}. */
  @Override
  public StackProfileSummary summary() {
    List<StackProfileSummary.ThreadTotal> threads = new ArrayList<>();
    // Ties by name: the map's own order changes from one JVM to the next.
    threadTotals.entrySet().stream()
        .sorted(
            Map.Entry.<String, Long>comparingByValue()
                .reversed()
                .thenComparing(Map.Entry.comparingByKey()))
        .limit(TOP)
        .forEach(e -> threads.add(new StackProfileSummary.ThreadTotal(e.getKey(), e.getValue())));
    return new StackProfileSummary(
        event.name().toLowerCase(java.util.Locale.ROOT),
        label,
        unit.name().toLowerCase(java.util.Locale.ROOT),
        total(),
        stacks,
        spanNanos / 1e9,
        topSelf(TOP),
        topTotal(TOP),
        threads,
        event.leafIsClass() ? ClassSites.of(this).stream().limit(TOP).toList() : List.of());
  }
}
