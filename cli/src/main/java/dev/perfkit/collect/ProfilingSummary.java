package dev.perfkit.collect;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Builds run.json's {@code profiling} section from what the recordings and conversion gave. */
final class ProfilingSummary {

  private ProfilingSummary() {}

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
