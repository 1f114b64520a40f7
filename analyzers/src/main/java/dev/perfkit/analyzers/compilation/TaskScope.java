package dev.perfkit.analyzers.compilation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of one {@code <task>} while it is read: the ids it declares (valid only inside it), the
 * stack of open {@code <parse>} elements (the innermost is the caller of the next call) and the
 * call waiting for its inlining decision. Discarded when the task ends.
 */
final class TaskScope {

  /** A method declared by {@code <method id= holder= name= arguments= return= bytes= iicount=>}. */
  record DeclaredMethod(
      String holderId, String name, String argumentIds, String returnId, int bytes, long iicount) {}

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
    return methodNames.computeIfAbsent(methodId, this::buildName);
  }

  DeclaredMethod declared(String methodId) {
    return methods.get(methodId);
  }

  private String buildName(String methodId) {
    DeclaredMethod declared = methods.get(methodId);
    if (declared == null) {
      return "(unknown method " + methodId + ")";
    }
    List<String> arguments = new ArrayList<>();
    // HotSpot separates the ids by single spaces; a one-character split avoids a regex.
    for (String id : declared.argumentIds().split(" ")) {
      if (!id.isEmpty()) {
        arguments.add(typeName(id));
      }
    }
    return MethodNames.fromParts(
        typeName(declared.holderId()),
        declared.name(),
        arguments,
        typeName(declared.returnId()),
        descriptors);
  }

  private String typeName(String id) {
    return typeNames.getOrDefault(id, "?" + id);
  }
}
