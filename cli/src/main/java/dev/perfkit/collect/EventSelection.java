package dev.perfkit.collect;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The async-profiler events of a run, and how to ask async-profiler for them: as agent options at
 * JVM start, or as {@code asprof start} arguments when attaching. Empty means no profiling at all.
 */
public record EventSelection(List<ProfilingEvent> events, CpuEngine cpuEngine) {

  /**
   * The default set: CPU, allocation and locks. Not the wall clock: its sampler signals every
   * thread, idle ones included, and on a service with many idle threads its signal handler became
   * the top CPU consumer (40% of CPU samples on WireMock's 40-odd Jetty threads,
   * docs/unseen-apps.md). {@code --events cpu,alloc,wall,lock} asks for it.
   */
  public static final String DEFAULT = "cpu,alloc,lock";

  public EventSelection {
    events = List.copyOf(events);
  }

  /** The same events, CPU sampled by {@code engine}. */
  public EventSelection withCpuEngine(CpuEngine engine) {
    return new EventSelection(events, engine);
  }

  /**
   * Parses {@code cpu,alloc=256k,wall} or {@code none}; CPU is sampled by the default engine. An
   * empty list is refused rather than read as none: a shell variable that came out empty should not
   * quietly turn profiling off.
   */
  public static EventSelection parse(String text) {
    if (text.trim().equalsIgnoreCase("none")) {
      return new EventSelection(List.of(), CpuEngine.CTIMER);
    }
    if (text.isBlank()) {
      throw new CollectException(
          "--events: the list is empty; give " + ProfilingEvent.NAMES + " or none");
    }
    Map<String, ProfilingEvent> byName = new LinkedHashMap<>();
    for (String part : text.split(",", -1)) {
      if (part.isBlank()) {
        throw new CollectException(
            "--events: '"
                + text
                + "' has an empty entry; give "
                + ProfilingEvent.NAMES
                + " or none");
      }
      if (part.trim().equalsIgnoreCase("none")) {
        throw new CollectException("--events: 'none' cannot go with other events");
      }
      ProfilingEvent event = ProfilingEvent.parse(part);
      if (byName.put(event.name(), event) != null) {
        throw new CollectException("--events: '" + event.name() + "' is given twice");
      }
    }
    return new EventSelection(new ArrayList<>(byName.values()), CpuEngine.CTIMER);
  }

  public boolean isEmpty() {
    return events.isEmpty();
  }

  public List<String> names() {
    return events.stream().map(ProfilingEvent::name).toList();
  }

  /**
   * The {@code -agentpath} options. async-profiler samples CPU only when an {@code event} is given;
   * alloc, wall and lock are separate options that run alongside it, and only the JFR output format
   * can hold several events at once.
   */
  public String agentOptions(Path jfrFile) {
    List<String> options = new ArrayList<>();
    options.add("start");
    for (ProfilingEvent event : events) {
      options.add(
          event.name().equals("cpu")
              ? "event=" + cpuEngine.profilerEvent + ",interval=" + event.setting()
              : event.name() + "=" + event.setting());
    }
    options.add("file=" + jfrFile);
    return String.join(",", options);
  }

  /** The {@code asprof start} arguments for the same events, before the pid. */
  public List<String> asprofStartArguments(Path jfrFile) {
    List<String> args = new ArrayList<>(List.of("start"));
    for (ProfilingEvent event : events) {
      if (event.name().equals("cpu")) {
        args.addAll(List.of("-e", cpuEngine.profilerEvent, "-i", event.setting()));
      } else {
        args.addAll(List.of("--" + event.name(), event.setting()));
      }
    }
    args.addAll(List.of("-o", "jfr", "-f", jfrFile.toString()));
    return args;
  }

  @Override
  public String toString() {
    return events.isEmpty() ? "none" : String.join(",", names());
  }
}
