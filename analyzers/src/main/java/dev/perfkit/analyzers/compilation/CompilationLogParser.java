package dev.perfkit.analyzers.compilation;

import com.fasterxml.aalto.UncheckedStreamException;
import dev.perfkit.analyzers.compilation.TaskScope.DeclaredMethod;
import dev.perfkit.analyzers.compilation.TaskScope.PendingCall;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Walks the elements of a compilation log (or of one compiler thread's log) with StAX and feeds
 * compile tasks and inlining decisions to an aggregator. One parser may read several streams of the
 * same JVM in turn: the main log, then the per-thread logs a killed JVM left behind.
 */
final class CompilationLogParser {

  private final CompilationAggregator sink;
  private final Map<Integer, String> compilerById = new HashMap<>();
  private final List<String> threadLogFiles = new ArrayList<>();
  private final MethodNames.DescriptorCache descriptors = new MethodNames.DescriptorCache();
  private String processId = "";
  private boolean sawCompilationLog;
  private long elementsSeen;
  private String threadCompiler;
  private TaskScope task;
  private XMLStreamReader reader;

  CompilationLogParser(CompilationAggregator sink) {
    this.sink = sink;
  }

  /** Reads every element of {@code xml}; a task cut off by an exception is dropped. */
  void parse(XMLStreamReader xml) throws XMLStreamException {
    parse(xml, null);
  }

  /**
   * Reads a part of a log that starts inside the section of a compiler thread whose compiler is
   * {@code threadCompiler}.
   */
  void parse(XMLStreamReader xml, String threadCompiler) throws XMLStreamException {
    this.threadCompiler = threadCompiler;
    task = null;
    walk(xml);
  }

  /**
   * Reads every event; Aalto reports a problem met while reading text (a {@code <fragment>}'s CDATA
   * cut short) unchecked, as {@code getText} declares no exception: it is rethrown as what it is.
   */
  private void walk(XMLStreamReader xml) throws XMLStreamException {
    try {
      walkEvents(xml);
    } catch (UncheckedStreamException e) {
      if (e.getCause() instanceof XMLStreamException cause) {
        throw cause;
      }
      throw e;
    }
  }

  private void walkEvents(XMLStreamReader xml) throws XMLStreamException {
    reader = xml;
    while (reader.hasNext()) {
      int event = reader.next();
      if (event == XMLStreamConstants.START_ELEMENT) {
        elementsSeen++;
        start(reader.getLocalName());
      } else if (event == XMLStreamConstants.END_ELEMENT) {
        end(reader.getLocalName());
      }
    }
  }

  long elementsSeen() {
    return elementsSeen;
  }

  /** Whether the main log held merged compiler-thread sections (it does unless the JVM died). */
  boolean sawCompilationLog() {
    return sawCompilationLog;
  }

  List<String> threadLogFiles() {
    return List.copyOf(threadLogFiles);
  }

  String processId() {
    return processId;
  }

  private void start(String name) throws XMLStreamException {
    if (task != null) {
      inTask(name);
      return;
    }
    switch (name) {
      case "hotspot_log" -> {
        processId = attribute("process", "");
        sink.jvmStart(number(attribute("time_ms", "0")));
      }
      case "release" -> sink.jvmRelease(reader.getElementText());
      case "args" -> sink.commandLine(reader.getElementText());
      case "thread_logfile" -> threadLogFiles.add(attribute("filename", ""));
      case "nmethod" -> rememberCompiler();
      case "compilation_log" -> sawCompilationLog = true;
      case "start_compile_thread" -> threadCompiler = compilerOfThread(attribute("name", ""));
      case "task" -> task = newTask();
      case "fragment" -> parseFragment(reader.getElementText());
      default -> {}
    }
  }

  /**
   * Reads the partial task of a compile in flight at VM exit, which the JVM stores as text in a
   * {@code <fragment>}: its inlining decisions count, the unfinished task does not.
   */
  private void parseFragment(String text) {
    XMLStreamReader outer = reader;
    try {
      walk(SafeXml.reader(new StringReader("<fragment_log>" + text + "</fragment_log>")));
    } catch (XMLStreamException expected) {
      // The fragment ends inside its task by nature; everything before the end was read.
    } finally {
      reader = outer;
      task = null;
    }
  }

  private void inTask(String name) {
    switch (name) {
      case "type", "klass" -> task.declareType(attribute("id", ""), attribute("name", ""));
      case "method" -> declareMethod();
      case "parse" -> task.openParse(attribute("method", ""));
      case "call" ->
          task.call(new PendingCall(attribute("method", ""), number(attribute("count", "-1"))));
      case "dependency" -> resolveConcreteCallee();
      case "inline_fail" -> sink.decision(decision(false));
      case "inline_success" -> inlined();
      case "failure" -> recordFailure();
      case "task_done" -> sink.task(finishedTask());
      default -> {}
    }
  }

  private void end(String name) {
    if (task == null) {
      return;
    }
    if (name.equals("parse")) {
      task.closeParse();
    } else if (name.equals("task")) {
      task = null;
    }
  }

  private TaskScope newTask() {
    return new TaskScope(
        (int) number(attribute("compile_id", "0")),
        MethodNames.fromTaskAttribute(attribute("method", "")),
        (int) number(attribute("bytes", "0")),
        "osr".equals(attribute("compile_kind", "")),
        (int) number(attribute("level", "0")),
        Stamps.millis(attribute("stamp", "0")),
        descriptors);
  }

  private void declareMethod() {
    task.declareMethod(
        attribute("id", ""),
        new DeclaredMethod(
            attribute("holder", ""),
            attribute("name", ""),
            attribute("arguments", ""),
            attribute("return", ""),
            attribute("bytes", "0"),
            attribute("iicount", "0")));
  }

  /**
   * An interface or virtual call that class hierarchy analysis bound to the one method that can
   * run: the decision that follows is about that method (its name, its size), not the abstract one
   * the call names. Without this, C1's "callee is too large" on {@code Reader.read} would name an
   * interface method of 0 bytes instead of the 1,469-byte implementation it refused.
   */
  private void resolveConcreteCallee() {
    if (task.hasPendingCall() && attribute("type", "").startsWith("unique_concrete_method")) {
      // x is the concrete method; x3, when given, is the method the call named.
      task.retargetPendingCall(attribute("x", ""), attribute("x3", ""));
    }
  }

  /** Successes are only counted per reason, so their methods are never named (it is costly). */
  private void inlined() {
    task.takePendingCall();
    sink.inlined(attribute("reason", ""));
  }

  private InliningDecision decision(boolean inlined) {
    PendingCall call = task.takePendingCall();
    String reason = attribute("reason", "");
    String caller = task.currentCaller();
    if (call == null) {
      return new InliningDecision(caller, "(unknown)", 0, -1, 0, inlined, reason, compiler());
    }
    DeclaredMethod callee = task.declared(call.calleeId());
    return new InliningDecision(
        caller,
        task.nameOf(call.calleeId()),
        callee == null ? 0 : callee.bytes(),
        call.count(),
        callee == null ? 0 : callee.iicount(),
        inlined,
        reason,
        compiler());
  }

  private void recordFailure() {
    if (task.failureReason.isEmpty()) {
      task.failureReason = attribute("reason", "unknown");
    }
  }

  private CompileTask finishedTask() {
    String compiler = compiler();
    int level = task.level == 0 && compiler.equals("c2") ? 4 : task.level;
    long done = Stamps.millis(attribute("stamp", "0"));
    return new CompileTask(
        task.compileId,
        task.method,
        compiler,
        level,
        task.bytecodeBytes,
        task.osr,
        task.startMillis / 1000.0,
        Math.max(0, done - task.startMillis),
        !"0".equals(attribute("success", "1")),
        task.failureReason);
  }

  /** The compiler of the current task: the thread's, else the tty's nmethod, else by level. */
  private String compiler() {
    if (threadCompiler != null) {
      return threadCompiler;
    }
    String known = compilerById.get(task.compileId);
    if (known != null) {
      return known;
    }
    return task.level >= 1 && task.level <= 3 ? "c1" : "unknown";
  }

  private void rememberCompiler() {
    String compiler = attribute("compiler", "");
    if (!compiler.isEmpty()) {
      compilerById.put((int) number(attribute("compile_id", "0")), compiler.intern());
    }
  }

  /** The compiler a compiler thread runs, by its name; null when the name does not say. */
  static String compilerOfThread(String threadName) {
    if (threadName.startsWith("C1 ")) {
      return "c1";
    }
    if (threadName.startsWith("C2 ")) {
      return "c2";
    }
    return threadName.startsWith("JVMCI") ? "jvmci" : null;
  }

  private String attribute(String name, String fallback) {
    String value = reader.getAttributeValue(null, name);
    return value == null ? fallback : value;
  }

  static long number(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
