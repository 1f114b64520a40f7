package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Builds run.json's {@code profiling} section from what the recordings and conversion gave. */
final class ProfilingSummary {

  private ProfilingSummary() {}

  /**
   * Converts profile.jfr into stacks and flame graphs, and records the profiling section and any
   * conversion problem in run.json.
   */
  static void convertAndRecord(
      RunDirectory dir,
      EventSelection events,
      String inliningCoverage,
      ProgressDisplay display,
      RunRecorder recorder) {
    if (Files.isRegularFile(dir.profileJfr())) {
      // A target that failed to start wrote none: say nothing of a conversion that cannot happen.
      display.step("converting profile.jfr into collapsed stacks and flame graphs");
    }
    List<StackConversion.EventOutput> outputs = StackConversion.convertAll(dir, events);
    recorder.profiling(of(dir, events, outputs, inliningCoverage));
    outputs.stream()
        .map(StackConversion.EventOutput::problem)
        .filter(problem -> problem != null)
        .forEach(recorder::note);
  }

  static RunRecord.Profiling of(
      RunDirectory dir,
      EventSelection events,
      List<StackConversion.EventOutput> outputs,
      String inliningCoverage) {
    List<RunRecord.Event> recorded = new ArrayList<>();
    for (ProfilingEvent event : events.events()) {
      long stacks =
          outputs.stream()
              .filter(output -> output.event().equals(event.name()))
              .mapToLong(StackConversion.EventOutput::stackCount)
              .sum();
      String engine = event.name().equals("cpu") ? events.cpuEngine().userName() : null;
      recorded.add(new RunRecord.Event(event.name(), event.setting(), engine, stacks));
    }
    return new RunRecord.Profiling(
        recorded,
        fileName(dir.profileJfr()),
        fileName(dir.recordingJfr()),
        JfrRecordingSettings.SETTINGS
            + " + "
            + String.join(" ", JfrRecordingSettings.EVENT_SETTINGS),
        inliningCoverage);
  }

  private static String fileName(java.nio.file.Path file) {
    return Files.isRegularFile(file) ? file.getFileName().toString() : null;
  }
}
