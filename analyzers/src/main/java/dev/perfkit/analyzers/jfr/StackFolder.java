package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.stacks.FrameNames;
import dev.perfkit.analyzers.stacks.FrameTable;
import dev.perfkit.analyzers.stacks.FrameTree;
import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfileBuilder;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;

/**
 * Folds the stacks of one kind of JFR event into a frame tree. Within a chunk, the parser hands out
 * the same stack-trace, class and thread objects for the same constant-pool entries, so each is
 * turned into a tree node or a name once per chunk and then found by identity; so is each method,
 * whose name a chunk's stacks share frame after frame. Generated names are folded ({@link
 * FrameNames}) as the collapsed-stack reader folds them.
 */
final class StackFolder {

  private final StackProfileBuilder builder;
  private final Map<RecordedStackTrace, Integer> nodes = new IdentityHashMap<>();
  private final Map<RecordedClass, Integer> classFrames = new IdentityHashMap<>();
  private final Map<RecordedThread, String> threadNames = new IdentityHashMap<>();
  private final Map<RecordedMethod, String> methodNames = new IdentityHashMap<>();
  private int[] path = new int[128];

  StackFolder(StackEvent event, ValueUnit unit) {
    this.builder = new StackProfileBuilder(event, unit);
  }

  StackProfileBuilder builder() {
    return builder;
  }

  /** Forgets the identities of the chunk just read: the next chunk has its own objects. */
  void endChunk() {
    nodes.clear();
    classFrames.clear();
    threadNames.clear();
    methodNames.clear();
  }

  /** Adds one event's stack, with {@code leafClass} below it when not null. */
  void add(RecordedStackTrace stack, RecordedClass leafClass, RecordedThread thread, long weight) {
    int node = stack == null ? FrameTree.ROOT : nodes.computeIfAbsent(stack, this::nodeOf);
    if (leafClass != null) {
      node = builder.tree().child(node, classFrames.computeIfAbsent(leafClass, this::classFrame));
    }
    builder.tree().addAt(node, weight);
    builder.countStack();
    if (thread != null) {
      builder.addToThread(threadNames.computeIfAbsent(thread, StackFolder::threadName), weight);
    }
  }

  private int nodeOf(RecordedStackTrace stack) {
    List<RecordedFrame> frames = stack.getFrames();
    int depth = frames.size();
    if (path.length < depth) {
      path = new int[depth * 2];
    }
    FrameTable table = builder.frames();
    for (int i = 0; i < depth; i++) {
      RecordedFrame frame = frames.get(depth - 1 - i);
      FrameType type = FrameType.ofJfrName(frame.getType());
      path[i] = table.intern(frameName(frame.getMethod(), type), type);
    }
    FrameTree tree = builder.tree();
    int node = FrameTree.ROOT;
    for (int i = 0; i < depth; i++) {
      node = tree.child(node, path[i]);
    }
    return node;
  }

  private int classFrame(RecordedClass type) {
    String name = FrameNames.normalize(ClassNames.sourceName(type.getName()));
    return builder.frames().intern(name, FrameType.CLASS);
  }

  /**
   * Java frames as {@code package.Class.method}; native, C++ and kernel frames by their symbol
   * alone, as async-profiler's collapsed output names them (its JFR puts the library in the class).
   */
  private String frameName(RecordedMethod method, FrameType type) {
    boolean symbolOnly =
        type == FrameType.NATIVE || type == FrameType.CPP || type == FrameType.KERNEL;
    if (method == null) {
      return methodName(null);
    }
    return symbolOnly
        ? method.getName()
        : methodNames.computeIfAbsent(method, StackFolder::methodName);
  }

  static String methodName(RecordedMethod method) {
    if (method == null) {
      return "(unknown)";
    }
    RecordedClass type = method.getType();
    String name = type == null ? "" : type.getName().replace('/', '.') + ".";
    return FrameNames.normalize(name + method.getName());
  }

  private static String threadName(RecordedThread thread) {
    String name = thread.getJavaName();
    return name != null ? name : String.valueOf(thread.getOSName());
  }
}
