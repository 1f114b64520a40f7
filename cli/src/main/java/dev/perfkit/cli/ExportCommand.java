package dev.perfkit.cli;

import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.collect.IoMessages;
import dev.perfkit.export.ProfileExport;
import dev.perfkit.export.ProfileExport.Event;
import dev.perfkit.export.ProfileExport.Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perfkit export}: a run's profiles in the formats fleet profilers take (docs/export.md).
 */
@Command(
    name = "export",
    header = "Writes a run's profiles as pprof, OTLP or collapsed stacks.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Writes each profile event a run holds (cpu, alloc, wall, lock) from its profile.jfr, in"
          + " pprof (gzipped protobuf, for Pyroscope, Parca, go tool pprof), OpenTelemetry"
          + " profiles (OTLP protobuf) or collapsed stacks, one file per event, frame names"
          + " folded as in every perfkit output (docs/export.md). A run with load exports its"
          + " load's measured window, the samples its analysis reads.",
      "Prints the path of each file it wrote. Exit codes: 0 written; 1 no run, no profile.jfr,"
          + " or OUT_DIR not writable; 2 wrong usage (an unknown format)."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit export runs/demo --format pprof --out /tmp/profiles",
      "  go tool pprof -top /tmp/profiles/cpu.pb.gz",
      "  perfkit export runs/demo/repeats/1 --format otlp --out /tmp/otlp"
    })
public final class ExportCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "RUN_DIR",
      description = "A run directory written by 'perfkit run' or 'perfkit profile'.")
  Path run;

  @Option(
      names = "--format",
      required = true,
      paramLabel = "FORMAT",
      description = "pprof (EVENT.pb.gz), otlp (EVENT.otlp.pb) or collapsed (EVENT.collapsed).")
  Format format;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "OUT_DIR",
      description = "The directory to write to; made if missing.")
  Path out;

  @Override
  public Integer call() {
    Path jfr = profileJfr();
    Optional<MeasuredWindow> window = MeasuredWindow.ofRun(new RunDirectory(run));
    List<Event> events = events();
    makeOut();
    PrintWriter stdout = spec.commandLine().getOut();
    for (Event event : events) {
      Path file = out.resolve(format.fileName(event.id()));
      try {
        ProfileExport.export(jfr, window, event, format, file);
      } catch (IOException e) {
        throw PerfkitException.badInput(file + ": cannot write: " + IoMessages.describe(e, file));
      } catch (RuntimeException e) {
        throw PerfkitException.badInput(
            jfr + ": cannot convert " + event.id() + ": " + innermost(e));
      }
      stdout.println(file);
    }
    stdout.flush();
    return ExitCode.OK;
  }

  /** The converter's own words on what is wrong, without the wrappers' class names. */
  private static String innermost(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
  }

  private Path profileJfr() {
    if (!Files.isDirectory(run) || !RunDirectory.isRun(run)) {
      throw PerfkitException.badInput(run + ": not a perfkit run directory (it has no run.json)");
    }
    Path jfr = new RunDirectory(run).profileJfr();
    if (!Files.isRegularFile(jfr)) {
      throw PerfkitException.badInput(
          run
              + ": has no "
              + RunDirectory.PROFILE_JFR
              + " to export (a repeat set keeps one in each repeats/N)");
    }
    return jfr;
  }

  /** The events the run profiled: those its collection converted into collapsed stacks. */
  private List<Event> events() {
    RunDirectory dir = new RunDirectory(run);
    List<Event> events = new ArrayList<>();
    for (Event event : Event.values()) {
      if (Files.isRegularFile(dir.collapsed(event.id()))) {
        events.add(event);
      }
    }
    if (events.isEmpty()) {
      throw PerfkitException.badInput(
          run + ": its " + RunDirectory.PROFILE_JFR + " holds no cpu, alloc, wall or lock samples");
    }
    return events;
  }

  private void makeOut() {
    try {
      Files.createDirectories(out);
      if (!Files.isWritable(out)) {
        throw PerfkitException.badInput(out + ": not writable");
      }
    } catch (IOException e) {
      throw PerfkitException.badInput(
          out
              + ": cannot make the directory: "
              + IoMessages.describe(e, out.toAbsolutePath().normalize()));
    }
  }
}
