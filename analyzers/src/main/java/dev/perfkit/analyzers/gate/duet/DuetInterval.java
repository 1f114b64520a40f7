package dev.perfkit.analyzers.gate.duet;

/**
 * Both sides read at the same instant within a round's measured window, about once a second: each
 * one's CPU time (all threads less the JIT compilers') and measured requests since the window
 * began, so that a reader can see whether something disturbed one side more than the other.
 *
 * @param seconds since the window began
 * @param baselineCpuSeconds the baseline's CPU time since then; null when it could not be read
 * @param candidateCpuSeconds the candidate's
 * @param baselineRequests the measured requests the driver sent the baseline since then
 * @param candidateRequests the candidate's
 */
public record DuetInterval(
    double seconds,
    Double baselineCpuSeconds,
    Double candidateCpuSeconds,
    long baselineRequests,
    long candidateRequests) {}
