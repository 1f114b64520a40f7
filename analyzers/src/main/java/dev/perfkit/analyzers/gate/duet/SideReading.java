package dev.perfkit.analyzers.gate.duet;

/**
 * What perfkit read of one target over one duet round's measured window.
 *
 * @param port the port it served on
 * @param requests the requests to it that ended (answered or failed) between the two readings of
 *     its CPU time
 * @param cpuSeconds its CPU time, every thread's scheduler time summed less the JIT compiler
 *     threads' (a thread that ended between two readings keeps its last), as the sequential gate's
 *     CPU time per request leaves the compilers out
 * @param compilerCpuSeconds the JIT compiler threads' CPU time, left out of {@code cpuSeconds}
 * @param servingCpuSeconds the CPU time of the threads that are not the JVM's own (compiler, GC, VM
 *     and JFR threads...): the request-serving threads where a name tells them apart
 * @param processCpuSeconds the whole process's user and system time from /proc/PID/stat, in clock
 *     ticks (10 ms), for a cross-check of {@code cpuSeconds}; null when unknown
 * @param allocatedBytes the bytes the JVM's threads allocated, from its own counter
 *     (ThreadMXBean.getTotalThreadAllocatedBytes); null when the target could not be asked (not a
 *     JVM, or attaching failed)
 * @param allocationRequests the requests that ended between the two readings of {@code
 *     allocatedBytes}, counted apart: that reading takes longer, and the load goes on meanwhile
 */
public record SideReading(
    int port,
    long requests,
    double cpuSeconds,
    double compilerCpuSeconds,
    double servingCpuSeconds,
    Double processCpuSeconds,
    Double allocatedBytes,
    Long allocationRequests) {}
