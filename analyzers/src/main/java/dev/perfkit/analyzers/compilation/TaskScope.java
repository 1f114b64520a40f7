package dev.perfkit.analyzers.compilation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The state of one {@code <task>} while it is read: the ids it declares (valid only inside it), the
 * stack of open {@code <parse>} elements (the innermost is the caller of the next call) and the
 * call waiting for its inlining decision. Discarded when the task ends.
 */
final class TaskScope {

  /**
   * A method declared by {@code <method id= holder= name= arguments= return= bytes= iicount=>}. Its
   * numbers stay text until a decision needs them: most declared methods are never asked.
   */
  record DeclaredMethod(
      String holderId,
      String name,
      String argumentIds,
      String returnId,
      String bytesText,
      String iicountText) {

    int bytes() {
      return (int) CompilationLogParser.number(bytesText);
    }

    long iicount() {
      return CompilationLogParser.number(iicountText);
    }
  }

  /** A {@code <call method= count=>} whose {@code <inline_fail>} or success is still to come. */
  record PendingCall(String calleeId, long count) {}

  final int compileId;
  final String method;
  final int bytecodeBytes;
  final boolean osr;
  final int level;
  final long startMillis;
  String failureReason = "";
  private final Map<String, String> typeNames = new HashMap<>();
  private final Map<String, DeclaredMethod> methods = new HashMap<>();
  private final Map<String, String> methodNames = new HashMap<>();
  private final Deque<String> parseStack = new ArrayDeque<>();
  private PendingCall pendingCall;

  private final MethodNames.DescriptorCache descriptors;

  TaskScope(
      int compileId,
      String method,
      int bytecodeBytes,
      boolean osr,
      int level,
      long startMillis,
      MethodNames.DescriptorCache descriptors) {
    this.descriptors = descriptors;
    this.compileId = compileId;
    this.method = method;
    this.bytecodeBytes = bytecodeBytes;
    this.osr = osr;
    this.level = level;
    this.startMillis = startMillis;
  }

  void declareType(String id, String name) {
    typeNames.put(id, name);
  }

  void declareMethod(String id, DeclaredMethod declared) {
    methods.put(id, declared);
    methodNames.remove(id);
  }

  void openParse(String methodId) {
    parseStack.push(methodId);
  }

  void closeParse() {
    parseStack.poll();
  }

  void call(PendingCall call) {
    pendingCall = call;
  }

  boolean hasPendingCall() {
    return pendingCall != null;
  }

  /**
   * Points the pending call at {@code concreteId}, the method it was bound to, when {@code namedId}
   * is empty or is the method the call named.
   */
  void retargetPendingCall(String concreteId, String namedId) {
    if (!concreteId.isEmpty() && (namedId.isEmpty() || namedId.equals(pendingCall.calleeId()))) {
      pendingCall = new PendingCall(concreteId, pendingCall.count());
    }
  }

  /** The call the next decision is about, consumed; null when the log shows none. */
  PendingCall takePendingCall() {
    PendingCall call = pendingCall;
    pendingCall = null;
    return call;
  }

  /** The method whose body is being parsed: the innermost open parse, else the task's method. */
  String currentCaller() {
    String id = parseStack.peek();
    return id == null ? method : nameOf(id);
  }

  /** The readable name of a method id, built once per task. */
  String nameOf(String methodId) {
    String name = methodNames.get(methodId);
    if (name == null) {
      name = buildName(methodId);
      methodNames.put(methodId, name);
    }
    return name;
  }

  DeclaredMethod declared(String methodId) {
    return methods.get(methodId);
  }

  /** Spells the method as {@link MethodNames} does, from the names of the ids it refers to. */
  private String buildName(String methodId) {
    DeclaredMethod declared = methods.get(methodId);
    if (declared == null) {
      return "(unknown method " + methodId + ")";
    }
    StringBuilder out = new StringBuilder(96);
    out.append(MethodNames.holderName(typeName(declared.holderId())))
        .append("::")
        .append(declared.name())
        .append('(');
    String ids = declared.argumentIds();
    // HotSpot separates the ids by single spaces.
    for (int from = 0, to; from < ids.length(); from = to + 1) {
      to = ids.indexOf(' ', from);
      to = to < 0 ? ids.length() : to;
      if (to > from) {
        out.append(descriptors.of(typeName(ids.substring(from, to))));
      }
    }
    return out.append(')').append(descriptors.of(typeName(declared.returnId()))).toString();
  }

  private String typeName(String id) {
    String name = typeNames.get(id);
    return name != null ? name : "?" + id;
  }
}
