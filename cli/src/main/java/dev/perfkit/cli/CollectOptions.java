package dev.perfkit.cli;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.scope.AppScope;
import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.CpuEngine;
import dev.perfkit.collect.EventSelection;
import dev.perfkit.collect.IoMessages;
import dev.perfkit.collect.RunDirectories;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The options {@code run} and {@code profile} share: where to write and what to record. */
public final class CollectOptions {

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      converter = OutDirectoryConverter.class,
      description = "The run directory to write (see docs/run-directory.md).")
  Path out;

  @Option(
      names = "--force",
      description =
          "Overwrite an earlier run: empty DIR first when it holds a run.json (any other"
              + " non-empty directory is refused).")
  boolean force;

  @Option(
      names = "--events",
      paramLabel = "LIST",
      defaultValue = EventSelection.DEFAULT,
      description =
          "async-profiler events, each with an optional setting: cpu[=10ms], alloc[=512k],"
              + " wall[=50ms], lock[=10us] (times in ns, us, ms or s; bytes optionally in k, m"
              + " or g); 'none' records no profile and no JFR. Default: ${DEFAULT-VALUE} (wall"
              + " signals every thread, idle ones too: ask for it when you need it).")
  String events;

  @Option(
      names = "--cpu-engine",
      paramLabel = "ENGINE",
      defaultValue = "ctimer",
      description =
          "How cpu is sampled: ctimer (per-thread CPU timers, no kernel frames, next to no"
              + " overhead), perf (Linux perf_events: adds kernel frames, but costs about 1.3 us"
              + " more CPU per request than ctimer on a thread-per-connection server) or itimer"
              + " (one process-wide timer, for containers that allow neither). Default:"
              + " ${DEFAULT-VALUE}.")
  String cpuEngine;

  @Option(
      names = "--app-packages",
      paramLabel = "LIST",
      description =
          "The application's own packages, comma-separated (com.acme,org.acme.app): findings"
              + " elsewhere rank below as library or JDK code. Default: found in the launched jar"
              + " (its main class and classes, less known and shaded libraries); recorded in"
              + " run.json.")
  String appPackages;

  @Mixin FormatOptions output;

  /** The packages {@code --app-packages} gave, or null to find them in the target. */
  AppScope appScope() {
    return appPackages == null ? null : AppScopeOption.parse(appPackages);
  }

  @Option(
      names = "--no-analyze",
      description = "Do not analyze the run when it ends (perfkit analyze DIR does it later).")
  boolean noAnalyze;

  /** The chosen events, or a usage error naming the bad one. */
  EventSelection eventSelection() {
    return eventSelection(events);
  }

  /** No events at all ({@code run --no-profile}); a bad --cpu-engine is still an error. */
  EventSelection noEvents() {
    return eventSelection("none");
  }

  private EventSelection eventSelection(String list) {
    try {
      EventSelection selection = EventSelection.parse(list);
      return selection.withCpuEngine(CpuEngine.parse(cpuEngine));
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    }
  }

  /**
   * Refuses, before anything starts or attaches, a run directory that {@link #prepareDirectory}
   * would refuse: a non-empty directory without --force, or --force on one that is not a run (exit
   * 2).
   */
  void checkDirectory() {
    format(); // a contradiction in the output options is refused before anything starts, too
    directory(RunDirectories::check);
  }

  /**
   * The prepared run directory. A non-empty directory without --force, or --force on a directory
   * that is not a run are usage errors (exit 2); a directory the file system will not create or
   * empty is bad input (exit 1), like any other unwritable file.
   */
  RunDirectory prepareDirectory() {
    return directory(RunDirectories::prepare);
  }

  private RunDirectory directory(DirectoryStep step) {
    try {
      return step.apply(out, force);
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    } catch (IOException e) {
      Path root = out.toAbsolutePath().normalize();
      throw PerfkitException.badInput(
          root + ": cannot prepare the run directory: " + IoMessages.describe(e, root));
    }
  }

  /** {@link RunDirectory#check} or {@link RunDirectory#prepare}. */
  @FunctionalInterface
  private interface DirectoryStep {
    RunDirectory apply(Path out, boolean force) throws IOException;
  }

  /** The run directory as the user wrote it. */
  Path outDirectory() {
    return out;
  }

  /** How the analysis after the collection is printed. */
  OutputFormat format() {
    return output.format();
  }

  /** Whether report.html is written beside the summary.json of the analysis. */
  boolean writeReport() {
    return output.writeReport();
  }

  /** Whether the run is analyzed when collection ends. */
  boolean analyzeAfterwards() {
    return !noAnalyze;
  }

  /**
   * Refuses an empty {@code --out} while parsing, before anything is inspected or started: the
   * empty path is the current directory, which the user did not name.
   */
  static final class OutDirectoryConverter implements ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
      if (value.isBlank()) {
        throw new TypeConversionException("the run directory must not be empty");
      }
      return Path.of(value);
    }
  }
}
