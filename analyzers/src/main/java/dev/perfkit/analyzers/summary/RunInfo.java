package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.run.RunRecord;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What ran, on what, and whether it finished: the identity that two summaries are compared under.
 * Taken from the run's run.json; for loose files, only what the files say (today nothing, so every
 * field but {@code kind} is null or empty).
 *
 * @param kind {@code run} (perfkit launched the target), {@code profile} (it attached) or {@code
 *     files} (loose files were analyzed)
 * @param commandLine perfkit's own arguments when it collected the run
 * @param targetType {@code bundled-server}, {@code command} or {@code attached}
 * @param targetCommand the target's command line as perfkit started it, null when attached
 * @param url the URL load was driven at, or null
 * @param serverConfiguration the bundled server's configuration (mode, threads, pool, variant...),
 *     else empty
 * @param variant the bundled server's variant ({@code legacy}, {@code optimized}), else null
 * @param jvm the target JVM
 * @param host the machine the run ran on
 * @param start when collection started (ISO-8601)
 * @param end when it ended (ISO-8601), null when perfkit did not finish
 * @param durationSeconds end minus start, null when either is unknown
 * @param complete whether the run finished; null when unknown (loose files)
 * @param incompleteReason why it did not, or null
 * @param perfkitVersion the perfkit that collected the run, null for loose files
 * @param notes caveats the collector recorded
 */
public record RunInfo(
    String kind,
    List<String> commandLine,
    String targetType,
    List<String> targetCommand,
    String url,
    Map<String, String> serverConfiguration,
    String variant,
    Jvm jvm,
    Host host,
    String start,
    String end,
    Double durationSeconds,
    Boolean complete,
    String incompleteReason,
    String perfkitVersion,
    List<String> notes) {

  /**
   * The bundled server's settings that differ from run to run by design: its address holds the port
   * picked for each run. Comparisons of runs leave them out.
   */
  public static final Set<String> PER_RUN_SETTINGS = Set.of("address");

  public RunInfo {
    commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
    targetCommand = targetCommand == null ? null : List.copyOf(targetCommand);
    // In the order the server reported it, so that summary.json is the same for the same run.
    serverConfiguration =
        serverConfiguration == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(serverConfiguration));
    notes = notes == null ? List.of() : List.copyOf(notes);
  }

  /**
   * The target JVM.
   *
   * @param version its {@code java.version}
   * @param vendor its {@code java.vendor}
   * @param vmName its {@code java.vm.name}
   * @param flags the JVM flags perfkit added, then the user's
   */
  public record Jvm(String version, String vendor, String vmName, List<String> flags) {
    public Jvm {
      flags = flags == null ? List.of() : List.copyOf(flags);
    }
  }

  /**
   * The host.
   *
   * @param name its host name, null when unknown
   * @param cpuCount the processors the JVM saw
   */
  public record Host(String name, int cpuCount, String os, String arch) {}

  /** The run block of loose files: nothing is known of the run. */
  public static RunInfo ofFiles() {
    return new RunInfo(
        "files", List.of(), null, null, null, Map.of(), null, null, null, null, null, null, null,
        null, null, List.of());
  }

  /** The run block of a run directory, from its run.json. */
  public static RunInfo of(RunRecord record) {
    RunRecord.Target target = record.target();
    Map<String, String> configuration =
        target == null || target.configuration() == null ? Map.of() : target.configuration();
    return new RunInfo(
        record.kind(),
        record.commandLine(),
        target == null ? null : target.type(),
        target == null ? null : target.command(),
        target == null ? null : target.url(),
        configuration,
        configuration.get("variant"),
        jvm(record),
        host(record.host()),
        record.start(),
        record.end(),
        durationSeconds(record.start(), record.end()),
        record.complete(),
        record.incompleteReason(),
        record.perfkitVersion(),
        record.notes());
  }

  private static Jvm jvm(RunRecord record) {
    RunRecord.Jvm jvm = record.jvm();
    List<String> flags = record.target() == null ? null : record.target().jvmFlags();
    if (jvm == null) {
      return flags == null ? null : new Jvm(null, null, null, flags);
    }
    return new Jvm(jvm.version(), jvm.vendor(), jvm.vmName(), flags);
  }

  private static Host host(RunRecord.Host host) {
    return host == null ? null : new Host(host.name(), host.cpuCount(), host.os(), host.arch());
  }

  private static Double durationSeconds(String start, String end) {
    if (start == null || end == null) {
      return null;
    }
    try {
      return Duration.between(Instant.parse(start), Instant.parse(end)).toMillis() / 1000.0;
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
