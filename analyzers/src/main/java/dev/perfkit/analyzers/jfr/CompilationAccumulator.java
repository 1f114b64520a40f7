package dev.perfkit.analyzers.jfr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedMethod;

/** Sums {@code jdk.Compilation} and {@code jdk.CompilerInlining} events as they stream by. */
final class CompilationAccumulator {

  /** Compile ids kept per failed site: enough to name the compilers that made the decisions. */
  private static final int IDS_PER_SITE = 8;

  private long compilations;
  private long failed;
  private long osr;
  private long inliningDecisions;
  private final Map<String, long[]> byCompiler = new HashMap<>();
  private final Map<String, long[]> failureReasons = new HashMap<>();
  private final Map<String, SiteTally> failedSites = new HashMap<>();
  private final Map<Integer, String> compilerById = new HashMap<>();
  private final Set<String> reachedC2 = new HashSet<>();
  private final TopList<Compilations.Compilation> longest =
      new TopList<>(20, Comparator.comparingDouble(Compilations.Compilation::durationMs));

  /** One (caller, callee, reason) triple: how often, and in which compilations. */
  private static final class SiteTally {
    long count;
    final Set<Integer> compileIds = new HashSet<>();

    void add(int compileId) {
      count++;
      if (compileIds.size() < IDS_PER_SITE) {
        compileIds.add(compileId);
      }
    }

    void merge(SiteTally other) {
      count += other.count;
      other.compileIds.stream().limit(IDS_PER_SITE).forEach(compileIds::add);
    }
  }

  void compilation(RecordedEvent event) {
    long nanos = event.getDuration().toNanos();
    boolean succeeded = !event.hasField("succeded") || event.getBoolean("succeded");
    boolean isOsr = event.hasField("isOsr") && event.getBoolean("isOsr");
    String compiler = String.valueOf(event.getString("compiler"));
    String method = StackFolder.methodName(event.getValue("method"));
    int level = event.getShort("compileLevel");
    compilations++;
    failed += succeeded ? 0 : 1;
    osr += isOsr ? 1 : 0;
    long[] total = byCompiler.computeIfAbsent(compiler, c -> new long[2]);
    total[0]++;
    total[1] += nanos;
    compilerById.put(event.getInt("compileId"), compiler);
    if (level >= 4 && succeeded) {
      reachedC2.add(method);
    }
    longest.add(
        new Compilations.Compilation(
            event.getInt("compileId"),
            method,
            compiler,
            level,
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
    String caller = StackFolder.methodName(event.getValue("caller"));
    String callee = calleeName(event.getValue("callee"));
    failedSites
        .computeIfAbsent(caller + '\n' + callee + '\n' + reason, k -> new SiteTally())
        .add(event.getInt("compileId"));
  }

  /** The callee is a struct (type, name, descriptor), not a method: it may not be loaded yet. */
  private static String calleeName(Object callee) {
    if (callee instanceof RecordedMethod method) {
      return StackFolder.methodName(method);
    }
    if (callee instanceof jdk.jfr.consumer.RecordedObject object) {
      return String.valueOf(object.getString("type")).replace('/', '.')
          + "."
          + object.getString("name");
    }
    return "(unknown)";
  }

  void merge(CompilationAccumulator other) {
    compilations += other.compilations;
    failed += other.failed;
    osr += other.osr;
    inliningDecisions += other.inliningDecisions;
    CountMaps.addAll(byCompiler, other.byCompiler);
    CountMaps.addAll(failureReasons, other.failureReasons);
    other.failedSites.forEach(
        (key, tally) -> failedSites.computeIfAbsent(key, k -> new SiteTally()).merge(tally));
    compilerById.putAll(other.compilerById);
    reachedC2.addAll(other.reachedC2);
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
    List<Compilations.FailedInline> sites = new ArrayList<>();
    failedSites.forEach((key, tally) -> sites.add(failedInline(key, tally)));
    sites.sort(Comparator.comparingLong(Compilations.FailedInline::count).reversed());
    return new Compilations(
        compilations,
        failed,
        osr,
        compilers,
        longest.greatestFirst(),
        inliningDecisions,
        failures,
        reasons,
        sites,
        reachedC2);
  }

  private Compilations.FailedInline failedInline(String key, SiteTally tally) {
    String[] parts = key.split("\n", 3);
    Set<String> compilers = new TreeSet<>();
    tally.compileIds.forEach(id -> compilers.add(compilerById.getOrDefault(id, "unknown")));
    return new Compilations.FailedInline(
        parts[0], parts[1], parts[2], tally.count, List.copyOf(compilers));
  }
}
