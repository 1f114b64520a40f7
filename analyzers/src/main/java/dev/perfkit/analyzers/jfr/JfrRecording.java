package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.Optional;

/**
 * What a JFR recording held, whoever wrote it (the JVM, async-profiler, or both with {@code
 * jfrsync}). Each part is absent when the recording had no such events.
 *
 * @param chunks the number of complete chunks read
 * @param truncatedAt the byte where the readable part ended, or -1 when the file was whole
 * @param spanNanos the time the complete chunks cover
 */
public record JfrRecording(
    StackProfile cpu,
    StackProfile alloc,
    StackProfile wall,
    StackProfile lock,
    GcPauses gc,
    Compilations compilations,
    CpuLoad cpuLoad,
    int chunks,
    long truncatedAt,
    long spanNanos) {

  public Optional<StackProfile> cpuProfile() {
    return Optional.ofNullable(cpu);
  }

  public Optional<StackProfile> allocProfile() {
    return Optional.ofNullable(alloc);
  }

  public Optional<StackProfile> wallProfile() {
    return Optional.ofNullable(wall);
  }

  public Optional<StackProfile> lockProfile() {
    return Optional.ofNullable(lock);
  }

  public Optional<GcPauses> gcPauses() {
    return Optional.ofNullable(gc);
  }

  public Optional<Compilations> compilationStats() {
    return Optional.ofNullable(compilations);
  }

  public Optional<CpuLoad> cpuLoadStats() {
    return Optional.ofNullable(cpuLoad);
  }

  public boolean truncated() {
    return truncatedAt >= 0;
  }
}
