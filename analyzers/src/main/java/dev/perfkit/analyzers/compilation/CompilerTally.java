package dev.perfkit.analyzers.compilation;

/** The running sums behind one {@link CompilerStats}. */
final class CompilerTally {

  private final String compiler;
  private long tasks;
  private long failedTasks;
  private long totalMs;
  private long maxMs;

  CompilerTally(String compiler) {
    this.compiler = compiler;
  }

  void add(CompileTask task) {
    tasks++;
    failedTasks += task.success() ? 0 : 1;
    totalMs += task.durationMs();
    maxMs = Math.max(maxMs, task.durationMs());
  }

  CompilerTally merge(CompilerTally other) {
    tasks += other.tasks;
    failedTasks += other.failedTasks;
    totalMs += other.totalMs;
    maxMs = Math.max(maxMs, other.maxMs);
    return this;
  }

  CompilerStats toStats() {
    return new CompilerStats(compiler, tasks, failedTasks, totalMs, maxMs);
  }
}
