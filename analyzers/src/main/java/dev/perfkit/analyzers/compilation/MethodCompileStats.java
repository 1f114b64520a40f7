package dev.perfkit.analyzers.compilation;

/**
 * Every compilation of one method, summed: a method recompiled ten times shows up here once.
 *
 * @param method {@code holder::name(descriptor)}
 * @param bytecodeBytes the method's bytecode size
 * @param compilations completed compile tasks, OSR and failed ones included
 * @param osrCompilations how many of them were OSR compilations
 * @param failedCompilations how many of them bailed out
 * @param totalMs the sum of their durations
 * @param maxMs the longest of them
 * @param highestLevel the highest tiered level reached (4 = C2)
 */
public record MethodCompileStats(
    String method,
    int bytecodeBytes,
    long compilations,
    long osrCompilations,
    long failedCompilations,
    long totalMs,
    long maxMs,
    int highestLevel) {}
