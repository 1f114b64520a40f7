package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;

/**
 * One side of a comparison in brief: where its summary came from and what ran.
 *
 * @param source the summary.json the side was read from
 * @param kind {@code run}, {@code profile} or {@code files}
 * @param targetType {@code bundled-server}, {@code command}, {@code attached}, or null
 * @param variant the bundled server's variant, or null
 * @param jvmVersion the target JVM's {@code java.version}, or null
 * @param start when collection started (ISO-8601), or null
 * @param durationSeconds how long collection took, or null
 * @param complete whether the run finished, null when unknown (loose files)
 * @param summarySchemaVersion the summary's schema version
 * @param perfkitVersion the perfkit that wrote the summary
 */
public record RunBrief(
    String source,
    String kind,
    String targetType,
    String variant,
    String jvmVersion,
    String start,
    Double durationSeconds,
    Boolean complete,
    int summarySchemaVersion,
    String perfkitVersion) {

  /** The brief of {@code summary}, read from {@code source}. */
  public static RunBrief of(RunSummary summary, String source) {
    RunInfo run = summary.run();
    return new RunBrief(
        source,
        run.kind(),
        run.targetType(),
        run.variant(),
        run.jvm() == null ? null : run.jvm().version(),
        run.start(),
        run.durationSeconds(),
        run.complete(),
        summary.schemaVersion(),
        summary.perfkitVersion());
  }
}
