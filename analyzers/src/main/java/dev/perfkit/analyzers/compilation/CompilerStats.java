package dev.perfkit.analyzers.compilation;

/**
 * Totals for one compiler (c1, c2) over the whole log.
 *
 * @param compiler {@code c1}, {@code c2}, or another compiler's name
 * @param tasks completed compile tasks, failed ones included
 * @param failedTasks tasks that bailed out
 * @param totalMs the sum of task durations
 * @param maxMs the longest task
 */
public record CompilerStats(
    String compiler, long tasks, long failedTasks, long totalMs, long maxMs) {}
