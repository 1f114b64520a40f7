package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.List;
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

  /** One part of a listing: adds the differences it finds to {@code out}. */
  @FunctionalInterface
  private interface Part {
    void addTo(List<Difference> out);
  }

  public RunDifferences(RunSummary baseline, RunSummary candidate) {
    this.baseline = baseline;
    this.candidate = candidate;
  }

  /**
   * Every difference: of what ran and how (the load included), then how long it ran, whether it
   * ended, who read it.
   */
  List<Difference> list() {
    return collect(
        out -> add(out, "run kind", RunInfo::kind),
        out -> add(out, "target type", RunInfo::targetType),
        this::targetCommand,
        out -> add(out, "variant", RunInfo::variant),
        this::serverConfiguration,
        this::load,
        this::jvm,
        this::jvmFlags,
        this::cpuCount,
        this::duration,
        out ->
            add(out, "complete", run -> run.complete() == null ? null : run.complete().toString()),
        out ->
            addSummary(out, "summary schema", summary -> String.valueOf(summary.schemaVersion())),
        out -> addSummary(out, "summary perfkit version", RunSummary::perfkitVersion));
  }

  /**
   * The differences of the setup: what kind of target ran (its type, the bundled server's variant
   * and configuration), on which JVM, on how many CPUs. Not the duration, which a warm-up held
   * until the JIT is idle varies from run to run.
   */
  public List<Difference> ofSetup() {
    return collect(
        out -> add(out, "run kind", RunInfo::kind),
        out -> add(out, "target type", RunInfo::targetType),
        out -> add(out, "variant", RunInfo::variant),
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

  /** The differences the parts find, in their order. */
  private static List<Difference> collect(Part... parts) {
    List<Difference> differences = new ArrayList<>();
    for (Part part : parts) {
      part.addTo(differences);
    }
    return List.copyOf(differences);
  }

  private void targetCommand(List<Difference> out) {
    addWords(out, "target command", summary -> summary.run().targetCommand());
  }

  private void jvm(List<Difference> out) {
    add(out, "JVM version", run -> run.jvm() == null ? null : run.jvm().version());
    add(out, "JVM vendor", run -> run.jvm() == null ? null : run.jvm().vendor());
  }

  private void jvmFlags(List<Difference> out) {
    addWords(out, "JVM flags", s -> s.run().jvm() == null ? null : s.run().jvm().flags());
  }

  private void cpuCount(List<Difference> out) {
    add(out, "CPU count", run -> run.host() == null ? null : String.valueOf(run.host().cpuCount()));
  }

  private void add(List<Difference> out, String what, Function<RunInfo, String> field) {
    addSummary(out, what, summary -> field.apply(summary.run()));
  }

  private void addSummary(List<Difference> out, String what, Function<RunSummary, String> field) {
    String before = field.apply(baseline);
    String after = field.apply(candidate);
    if (!Objects.equals(before, after)) {
      out.add(new Difference(what, before, after));
    }
  }

  private void serverConfiguration(List<Difference> out) {
    TreeSet<String> keys = new TreeSet<>(baseline.run().serverConfiguration().keySet());
    keys.addAll(candidate.run().serverConfiguration().keySet());
    keys.removeAll(RunInfo.PER_RUN_SETTINGS);
    keys.remove("variant"); // compared on its own above
    for (String key : keys) {
      add(out, "server " + key, run -> run.serverConfiguration().get(key));
    }
  }

  /**
   * The load's model, connections and timeout: each decides what the load-dependent metrics mean.
   */
  private void load(List<Difference> out) {
    LoadSetup before = LoadSetup.of(baseline);
    LoadSetup after = LoadSetup.of(candidate);
    if (before == null && after == null) {
      return;
    }
    addLoad(out, "load model", before == null ? null : before.model(), after, LoadSetup::model);
    addLoad(
        out,
        "connections",
        before == null ? null : before.connections(),
        after,
        LoadSetup::connections);
    addLoad(out, "timeout", before == null ? null : before.timeout(), after, LoadSetup::timeout);
  }

  private static void addLoad(
      List<Difference> out,
      String what,
      String before,
      LoadSetup candidate,
      Function<LoadSetup, String> field) {
    String after = candidate == null ? null : field.apply(candidate);
    if (!Objects.equals(before, after)) {
      out.add(new Difference(what, before, after));
    }
  }

  private void duration(List<Difference> out) {
    Double before = baseline.run().durationSeconds();
    Double after = candidate.run().durationSeconds();
    boolean differ =
        before == null || after == null
            ? !Objects.equals(before, after)
            : Math.abs(after - before) > DURATION_TOLERANCE * Math.max(before, after);
    if (differ) {
      out.add(new Difference("duration", seconds(before), seconds(after)));
    }
  }

  private static String seconds(Double value) {
    return value == null ? null : Numbers.tenths(value) + " s";
  }

  /**
   * A difference of two command lines, each side given as the words only it has, so that one added
   * option is not lost in two long lines.
   */
  private void addWords(
      List<Difference> out, String what, Function<RunSummary, List<String>> field) {
    List<String> before = words(baseline, field.apply(baseline));
    List<String> after = words(candidate, field.apply(candidate));
    if (!Objects.equals(before, after)) {
      out.add(
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
