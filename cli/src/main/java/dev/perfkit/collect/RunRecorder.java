package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.scope.AppScope;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gathers the facts of a run as they become known and writes {@code run.json}: once at the start
 * (marked incomplete, so that even a killed perfkit leaves a truthful file) and again at the end.
 * {@link RunRecordFile} writes it through a temporary file and a rename, so a reader never sees
 * half a file.
 */
public final class RunRecorder {

  private static final String HOST_NAME = hostName();

  private final Path file;
  private final String kind;
  private final Invocation invocation;
  private final String start = Instant.now().toString();
  private final List<String> notes = new ArrayList<>();
  private final Map<String, String> configuration = new LinkedHashMap<>();
  private String targetType;
  private long pid;
  private List<String> command;
  private List<String> jvmFlags = List.of();
  private List<String> userJvmFlags = List.of();
  private String url;
  private Long handledRequests;
  private Integer exitCode;
  private Double cpuSecondsDuringLoad;
  private Double compilerCpuSecondsDuringLoad;
  private RunRecord.CpuWindow cpuAfterWarmup;
  private RunRecord.Jvm jvm;
  private RunRecord.Profiling profiling;
  private RunRecord.Load load;
  private RunRecord.Window window;
  private AppScope appScope;

  public RunRecorder(Path file, String kind, Invocation invocation) {
    this.file = file;
    this.kind = kind;
    this.invocation = invocation;
  }

  public void target(String type, List<String> command, List<String> flags, List<String> user) {
    this.targetType = type;
    this.command = command == null ? null : List.copyOf(command);
    this.jvmFlags = List.copyOf(flags);
    this.userJvmFlags = List.copyOf(user);
  }

  public void pid(long pid) {
    this.pid = pid;
  }

  public void url(String url) {
    this.url = url;
  }

  public void configuration(Map<String, String> values) {
    configuration.putAll(values);
  }

  public void handledRequests(Long count) {
    this.handledRequests = count;
  }

  public void exitCode(Integer code) {
    this.exitCode = code;
  }

  public void cpuSecondsDuringLoad(Double seconds) {
    this.cpuSecondsDuringLoad = seconds;
  }

  /** The part of the CPU time during the load that the JIT compiler threads used. */
  public void compilerCpuSecondsDuringLoad(Double seconds) {
    this.compilerCpuSecondsDuringLoad = seconds;
  }

  /** The target's CPU time from the end of the load's warm-up, null when there was none. */
  public void cpuAfterWarmup(RunRecord.CpuWindow window) {
    this.cpuAfterWarmup = window;
  }

  public void jvm(RunRecord.Jvm value) {
    this.jvm = value;
  }

  public void profiling(RunRecord.Profiling value) {
    this.profiling = value;
  }

  public void load(RunRecord.Load value) {
    this.load = value;
  }

  public void window(RunRecord.Window value) {
    this.window = value;
  }

  /** The application's packages, when known; unknown ones are left out of run.json. */
  public void appScope(AppScope value) {
    appScope = value.isKnown() ? value : null;
  }

  public void note(String text) {
    notes.add(text);
  }

  /** Writes the file as it stands, marked as not finished (perfkit is still running). */
  public void writeUnfinished() {
    write(toRecord("perfkit did not finish (it was killed or is still running)", null));
  }

  /** Writes the final file: complete when {@code incompleteReason} is null. */
  public RunRecord writeFinished(String incompleteReason) {
    return write(toRecord(incompleteReason, Instant.now().toString()));
  }

  private RunRecord write(RunRecord record) {
    RunRecordFile.write(record, file);
    return record;
  }

  /** The machine's name, or null when it cannot be told: a run is still worth recording. */
  private static String hostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return null;
    }
  }

  private RunRecord toRecord(String reason, String end) {
    return new RunRecord(
        RunRecord.SCHEMA_VERSION,
        invocation.perfkitVersion(),
        kind,
        invocation.args(),
        new RunRecord.Target(
            targetType,
            pid,
            command,
            jvmFlags,
            userJvmFlags,
            url,
            Collections.unmodifiableMap(new LinkedHashMap<>(configuration)),
            handledRequests,
            exitCode,
            cpuSecondsDuringLoad,
            compilerCpuSecondsDuringLoad,
            cpuAfterWarmup),
        jvm,
        new RunRecord.Host(
            HOST_NAME,
            Runtime.getRuntime().availableProcessors(),
            System.getProperty("os.name"),
            System.getProperty("os.arch")),
        profiling,
        load,
        window,
        start,
        end,
        reason == null,
        reason,
        List.copyOf(notes),
        null,
        appScope);
  }
}
