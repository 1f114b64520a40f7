package dev.perfkit.analyzers.jfr;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;

/** Sums {@code jdk.Compilation} and {@code jdk.CompilerInlining} events as they stream by. */
final class CompilationAccumulator {

  private long compilations;
  private long failed;
  private long osr;
  private long inliningDecisions;
  private final Map<String, long[]> byCompiler = new HashMap<>();
  private final Map<String, long[]> failureReasons = new HashMap<>();
  private final Map<String, long[]> failedCallees = new HashMap<>();
  private final TopList<Compilations.Compilation> longest =
      new TopList<>(20, Comparator.comparingDouble(Compilations.Compilation::durationMs));

  void compilation(RecordedEvent event) {
    long nanos = event.getDuration().toNanos();
    boolean succeeded = !event.hasField("succeded") || event.getBoolean("succeded");
    boolean isOsr = event.hasField("isOsr") && event.getBoolean("isOsr");
    String compiler = String.valueOf(event.getString("compiler"));
    compilations++;
    failed += succeeded ? 0 : 1;
    osr += isOsr ? 1 : 0;
    long[] total = byCompiler.computeIfAbsent(compiler, c -> new long[2]);
    total[0]++;
    total[1] += nanos;
    longest.add(
        new Compilations.Compilation(
            event.getInt("compileId"),
            StackFolder.methodName(event.getValue("method")),
            compiler,
            event.getShort("compileLevel"),
            nanos / 1e6,
            event.hasField("codeSize") ? event.getLong("codeSize") : 0,
            isOsr,
            succeeded));
  }

  void inlining(RecordedEvent event) {
    inliningDecisions++;
    if (event.getBoolean("succeeded")) {
      return;
    }
    String reason = String.valueOf(event.getString("message"));
    failureReasons.computeIfAbsent(reason, r -> new long[1])[0]++;
    RecordedObject callee = event.getValue("callee");
    String name = callee == null ? "(unknown)" : calleeName(callee);
    failedCallees.computeIfAbsent(name + '\n' + reason, k -> new long[1])[0]++;
  }

  private static String calleeName(RecordedObject callee) {
    return String.valueOf(callee.getString("type")).replace('/', '.')
        + "."
        + callee.getString("name");
  }

  void merge(CompilationAccumulator other) {
    compilations += other.compilations;
    failed += other.failed;
    osr += other.osr;
    inliningDecisions += other.inliningDecisions;
    CountMaps.addAll(byCompiler, other.byCompiler);
    CountMaps.addAll(failureReasons, other.failureReasons);
    CountMaps.addAll(failedCallees, other.failedCallees);
    longest.addAll(other.longest);
  }

  boolean isEmpty() {
    return compilations == 0 && inliningDecisions == 0;
  }

  Compilations result() {
    Map<String, Compilations.CompilerTotal> compilers = new HashMap<>();
    byCompiler.forEach(
        (name, v) -> compilers.put(name, new Compilations.CompilerTotal(v[0], v[1] / 1e6)));
    Map<String, Long> reasons = new HashMap<>();
    failureReasons.forEach((reason, v) -> reasons.put(reason, v[0]));
    long failures = reasons.values().stream().mapToLong(Long::longValue).sum();
    TopList<Compilations.FailedInline> callees =
        new TopList<>(50, Comparator.comparingLong(Compilations.FailedInline::count));
    failedCallees.forEach(
        (key, v) -> {
          int split = key.indexOf('\n');
          callees.add(
              new Compilations.FailedInline(
                  key.substring(0, split), key.substring(split + 1), v[0]));
        });
    return new Compilations(
        compilations,
        failed,
        osr,
        compilers,
        longest.greatestFirst(),
        inliningDecisions,
        failures,
        reasons,
        callees.greatestFirst());
  }
}
