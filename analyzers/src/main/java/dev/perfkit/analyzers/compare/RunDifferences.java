package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What differs between two runs as runs. Paths inside each run directory are written as {@code
 * <run>} first, since every run's flags name its own directory; the server's address is left out,
 * its port being chosen at random; durations count as different when they differ by more than 10%.
 */
public final class RunDifferences {

  private static final double DURATION_TOLERANCE = 0.10;

  private final RunSummary baseline;
  private final RunSummary candidate;
  private final List<Difference> differences = new ArrayList<>();

  public RunDifferences(RunSummary baseline, RunSummary candidate) {
    this.baseline = baseline;
    this.candidate = candidate;
  }

  /** Every difference: of what ran and how, then how long it ran, whether it ended, who read it. */
  List<Difference> list() {
    return collect(
        () -> add("run kind", RunInfo::kind),
        () -> add("target type", RunInfo::targetType),
        this::targetCommand,
        () -> add("variant", RunInfo::variant),
        this::serverConfiguration,
        this::jvm,
        this::jvmFlags,
        this::cpuCount,
        this::duration,
        () -> add("complete", run -> run.complete() == null ? null : run.complete().toString()),
        () -> addSummary("summary schema", summary -> String.valueOf(summary.schemaVersion())),
        () -> addSummary("summary perfkit version", RunSummary::perfkitVersion));
  }

  /**
   * The differences of the setup: what kind of target ran (its type, the bundled server's variant
   * and configuration), on which JVM, on how many CPUs. Not the duration, which a warm-up held
   * until the JIT is idle varies from run to run.
   */
  public List<Difference> ofSetup() {
    return collect(
        () -> add("run kind", RunInfo::kind),
        () -> add("target type", RunInfo::targetType),
        () -> add("variant", RunInfo::variant),
        this::serverConfiguration,
        this::jvm,
        this::cpuCount);
  }

  /**
   * The differences of the command lines, the target's and its JVM flags, as the words only one
   * side has. A run analyzed elsewhere than where it was collected keeps the old directory in its
   * flags, so these can differ between runs of one experiment.
   */
  public List<Difference> ofCommand() {
    return collect(this::targetCommand, this::jvmFlags);
  }

  /** The differences the parts find, in their order; each listing starts afresh. */
  private List<Difference> collect(Runnable... parts) {
    differences.clear();
    for (Runnable part : parts) {
      part.run();
    }
    return List.copyOf(differences);
  }

  private void targetCommand() {
    addWords("target command", summary -> summary.run().targetCommand());
  }

  private void jvm() {
    add("JVM version", run -> run.jvm() == null ? null : run.jvm().version());
    add("JVM vendor", run -> run.jvm() == null ? null : run.jvm().vendor());
  }

  private void jvmFlags() {
    addWords("JVM flags", s -> s.run().jvm() == null ? null : s.run().jvm().flags());
  }

  private void cpuCount() {
    add("CPU count", run -> run.host() == null ? null : String.valueOf(run.host().cpuCount()));
  }

  private void add(String what, Function<RunInfo, String> field) {
    addSummary(what, summary -> field.apply(summary.run()));
  }

  private void addSummary(String what, Function<RunSummary, String> field) {
    String before = field.apply(baseline);
    String after = field.apply(candidate);
    if (!Objects.equals(before, after)) {
      differences.add(new Difference(what, before, after));
    }
  }

  private void serverConfiguration() {
    TreeSet<String> keys = new TreeSet<>(baseline.run().serverConfiguration().keySet());
    keys.addAll(candidate.run().serverConfiguration().keySet());
    keys.remove("address");
    keys.remove("variant"); // compared on its own above
    for (String key : keys) {
      add("server " + key, run -> run.serverConfiguration().get(key));
    }
  }

  private void duration() {
    Double before = baseline.run().durationSeconds();
    Double after = candidate.run().durationSeconds();
    boolean differ =
        before == null || after == null
            ? !Objects.equals(before, after)
            : Math.abs(after - before) > DURATION_TOLERANCE * Math.max(before, after);
    if (differ) {
      differences.add(new Difference("duration", seconds(before), seconds(after)));
    }
  }

  private static String seconds(Double value) {
    return value == null ? null : String.format(Locale.ROOT, "%.1f s", value);
  }

  /**
   * A difference of two command lines, each side given as the words only it has, so that one added
   * option is not lost in two long lines.
   */
  private void addWords(String what, Function<RunSummary, List<String>> field) {
    List<String> before = words(baseline, field.apply(baseline));
    List<String> after = words(candidate, field.apply(candidate));
    if (!Objects.equals(before, after)) {
      differences.add(
          new Difference(
              what + " (words only one side has)", only(before, after), only(after, before)));
    }
  }

  private static String only(List<String> side, List<String> other) {
    if (side == null) {
      return null;
    }
    return String.join(
        " ", side.stream().filter(word -> other == null || !other.contains(word)).toList());
  }

  /**
   * The words with the run's own directory written as {@code <run>}, or null. A set of repeated
   * runs has one source per run, and its flags name the first run's directory.
   */
  private static List<String> words(RunSummary summary, List<String> words) {
    if (words == null || "files".equals(summary.run().kind())) {
      return words;
    }
    return words.stream().map(word -> withoutRunDirectories(word, summary.source())).toList();
  }

  private static String withoutRunDirectories(String word, List<String> directories) {
    String result = word;
    for (String directory : directories) {
      result = result.replace(directory, "<run>");
    }
    return result;
  }
}
