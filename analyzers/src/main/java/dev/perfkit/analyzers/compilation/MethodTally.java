package dev.perfkit.analyzers.compilation;

/** The running sums behind one {@link MethodCompileStats}. */
final class MethodTally {

  private final String method;
  private int bytecodeBytes;
  private long compilations;
  private long osrCompilations;
  private long failedCompilations;
  private long totalMs;
  private long maxMs;
  private int highestLevel;

  MethodTally(String method) {
    this.method = method;
  }

  void add(CompileTask task) {
    bytecodeBytes = Math.max(bytecodeBytes, task.bytecodeBytes());
    compilations++;
    osrCompilations += task.osr() ? 1 : 0;
    failedCompilations += task.success() ? 0 : 1;
    totalMs += task.durationMs();
    maxMs = Math.max(maxMs, task.durationMs());
    highestLevel = Math.max(highestLevel, task.level());
  }

  MethodTally merge(MethodTally other) {
    bytecodeBytes = Math.max(bytecodeBytes, other.bytecodeBytes);
    compilations += other.compilations;
    osrCompilations += other.osrCompilations;
    failedCompilations += other.failedCompilations;
    totalMs += other.totalMs;
    maxMs = Math.max(maxMs, other.maxMs);
    highestLevel = Math.max(highestLevel, other.highestLevel);
    return this;
  }

  MethodCompileStats toStats() {
    return new MethodCompileStats(
        method,
        bytecodeBytes,
        compilations,
        osrCompilations,
        failedCompilations,
        totalMs,
        maxMs,
        highestLevel);
  }
}
