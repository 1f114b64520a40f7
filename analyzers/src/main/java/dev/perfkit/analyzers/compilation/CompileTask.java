package dev.perfkit.analyzers.compilation;

/**
 * One JIT compilation from the log: what was compiled, by which compiler, and how long it took.
 *
 * @param compileId the JVM's compile id (unique within one run)
 * @param method the compiled method as {@code holder::name(descriptor)}
 * @param compiler {@code c1}, {@code c2}, another compiler's name, or {@code unknown}
 * @param level the tiered level (1-3 for C1, 4 for C2), 0 when the log does not say
 * @param bytecodeBytes the method's bytecode size
 * @param osr true for an on-stack-replacement compilation of a loop
 * @param startSeconds when the task started, in seconds since JVM start
 * @param durationMs the {@code task_done} stamp minus the {@code task} stamp (1 ms resolution)
 * @param success false when the compiler bailed out; {@code failureReason} then says why
 * @param failureReason the bail-out reason, or empty
 */
public record CompileTask(
    int compileId,
    String method,
    String compiler,
    int level,
    int bytecodeBytes,
    boolean osr,
    double startSeconds,
    long durationMs,
    boolean success,
    String failureReason) {}
