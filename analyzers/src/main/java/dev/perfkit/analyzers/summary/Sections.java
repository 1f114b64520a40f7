package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.jfr.Compilations;
import dev.perfkit.analyzers.jfr.CpuLoad;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.jfr.JfrInputs;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileSummary;

/**
 * The evidence of a run in brief, one typed section per concern (docs/summary.md): each says which
 * file it came from and holds that reader's compact summary. A section, or a part of one, is null
 * when no file gave it.
 */
public record Sections(
    Cpu cpu, Stack allocation, Stack wall, Stack lock, Gc gc, Jit jit, Load load, Stack counted) {

  /** Builds the sections from an analysis's inputs; {@code sources} names each input's file. */
  public static Sections of(AnalysisInputs inputs, InputSources sources) {
    return new Sections(
        cpu(inputs, sources),
        stack(inputs, sources, StackInputs.ALLOC),
        stack(inputs, sources, StackInputs.WALL),
        stack(inputs, sources, StackInputs.LOCK),
        gc(inputs, sources),
        jit(inputs, sources),
        inputs
            .get(LoadInputs.LOAD_RESULTS)
            .map(results -> new Load(sources.of(LoadInputs.LOAD_RESULTS), results))
            .orElse(null),
        stack(inputs, sources, StackInputs.COUNTED));
  }

  private static Cpu cpu(AnalysisInputs inputs, InputSources sources) {
    StackProfileSummary profile =
        inputs.get(StackInputs.CPU).map(StackProfile::summary).orElse(null);
    CpuLoad load = inputs.get(JfrInputs.CPU_LOAD).orElse(null);
    if (profile == null && load == null) {
      return null;
    }
    return new Cpu(
        sourceIf(profile, sources, StackInputs.CPU),
        profile,
        sourceIf(load, sources, JfrInputs.CPU_LOAD),
        load);
  }

  private static Stack stack(
      AnalysisInputs inputs, InputSources sources, Input<StackProfile> input) {
    return inputs
        .get(input)
        .map(profile -> new Stack(sources.of(input), profile.summary()))
        .orElse(null);
  }

  private static Gc gc(AnalysisInputs inputs, InputSources sources) {
    GcLog.GcSummary log = inputs.get(GcInputs.GC_LOG).map(GcLog::summary).orElse(null);
    GcPauses jfr = inputs.get(JfrInputs.GC_PAUSES).orElse(null);
    if (log == null && jfr == null) {
      return null;
    }
    return new Gc(
        sourceIf(log, sources, GcInputs.GC_LOG),
        log,
        sourceIf(jfr, sources, JfrInputs.GC_PAUSES),
        jfr);
  }

  private static Jit jit(AnalysisInputs inputs, InputSources sources) {
    CompilationLog.CompilationSummary log =
        inputs.get(CompilationInputs.COMPILATION_LOG).map(CompilationLog::summary).orElse(null);
    Compilations jfr = inputs.get(JfrInputs.COMPILATIONS).orElse(null);
    if (log == null && jfr == null) {
      return null;
    }
    return new Jit(
        sourceIf(log, sources, CompilationInputs.COMPILATION_LOG),
        log,
        sourceIf(jfr, sources, JfrInputs.COMPILATIONS),
        jfr);
  }

  private static String sourceIf(Object value, InputSources sources, Input<?> input) {
    return value == null ? null : sources.of(input);
  }

  /**
   * On-CPU time: the sampled CPU profile and the JVM's CPU load.
   *
   * @param profileSource the file that gave the profile, or null
   * @param profile the CPU profile in brief (top frames, threads), or null
   * @param cpuLoadSource the file that gave the CPU load, or null
   * @param cpuLoad the JVM's and the machine's CPU load ({@code jdk.CPULoad}), or null
   */
  public record Cpu(
      String profileSource, StackProfileSummary profile, String cpuLoadSource, CpuLoad cpuLoad) {}

  /**
   * A sampled profile other than CPU: allocation (bytes by site), wall clock, lock waits.
   *
   * @param source the file that gave it
   * @param profile the profile in brief
   */
  public record Stack(String source, StackProfileSummary profile) {}

  /**
   * Garbage collection, from a GC log, a JFR recording, or both.
   *
   * @param logSource the GC log, or null
   * @param log the GC log in brief, or null
   * @param jfrSource the JFR recording that gave {@code jdk.GarbageCollection}, or null
   * @param jfr the recording's collections, or null
   */
  public record Gc(String logSource, GcLog.GcSummary log, String jfrSource, GcPauses jfr) {}

  /**
   * JIT compilation and inlining, from a compilation log, a JFR recording, or both.
   *
   * @param logSource the compilation log, or null
   * @param log the compilation log in brief, or null
   * @param jfrSource the JFR recording that gave {@code jdk.Compilation}, or null
   * @param jfr the recording's compilations and inlining decisions, or null
   */
  public record Jit(
      String logSource,
      CompilationLog.CompilationSummary log,
      String jfrSource,
      Compilations jfr) {}

  /**
   * The load perfkit drove.
   *
   * @param source the load results file
   * @param results the load results whole: totals, percentiles, the per-second series
   */
  public record Load(String source, LoadResults results) {}
}
