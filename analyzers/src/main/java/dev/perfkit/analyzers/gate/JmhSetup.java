package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How JMH ran one benchmark of a result file: what the gate must find alike on both sides before it
 * blames a change of score on the code.
 *
 * @param jmhVersion JMH's version
 * @param forks how many JVMs JMH forked, each one sample to the gate
 * @param threads the benchmark's threads
 * @param jvmArgs the forked JVMs' arguments
 * @param jdk the JDK's version
 * @param vm the VM's name and version
 * @param warmup warmup iterations, their time and batch size: "3 x 1 s"
 * @param measurement measurement iterations, their time and batch size: "5 x 200 ms"
 */
public record JmhSetup(
    String jmhVersion,
    int forks,
    int threads,
    List<String> jvmArgs,
    String jdk,
    String vm,
    String warmup,
    String measurement) {

  public JmhSetup {
    jvmArgs = List.copyOf(jvmArgs);
  }

  /**
   * One way two setups differ.
   *
   * @param what what differs, as the note or refusal names it: "JVM args", "measurement"
   * @param baseline the baseline's setting
   * @param candidate the candidate's
   * @param refused whether it makes the scores incomparable (a refusal) rather than worth a note
   */
  public record Difference(String what, String baseline, String candidate, boolean refused) {}

  /** The setup of a benchmark's entry of a result file. */
  static JmhSetup of(JsonNode benchmark) {
    List<String> args = new ArrayList<>();
    benchmark.path("jvmArgs").forEach(arg -> args.add(arg.asText()));
    return new JmhSetup(
        benchmark.path("jmhVersion").asText("?"),
        benchmark.path("forks").asInt(0),
        benchmark.path("threads").asInt(1),
        args,
        benchmark.path("jdkVersion").asText("?"),
        benchmark.path("vmName").asText("?") + " " + benchmark.path("vmVersion").asText("?"),
        iterations(benchmark, "warmup"),
        iterations(benchmark, "measurement"));
  }

  /**
   * How {@code candidate} differs from this setup. Warmup, measurement and threads change what a
   * score measures (how warm the code is, what one sample averages, how contended it runs) and are
   * never what a change under test is: refused. Forks change only how many samples there are; JVM
   * arguments, JDK, VM and JMH's version may be what the change is (a flag, an upgrade): noted, so
   * that the verdict is not taken for the code's alone.
   */
  public List<Difference> against(JmhSetup candidate) {
    List<Difference> differences = new ArrayList<>();
    add(differences, "warmup", warmup, candidate.warmup, true);
    add(differences, "measurement", measurement, candidate.measurement, true);
    add(differences, "threads", "" + threads, "" + candidate.threads, true);
    add(differences, "forks", "" + forks, "" + candidate.forks, false);
    add(differences, "JVM args", args(jvmArgs), args(candidate.jvmArgs), false);
    add(differences, "JDK", jdk, candidate.jdk, false);
    add(differences, "VM", vm, candidate.vm, false);
    add(differences, "JMH", jmhVersion, candidate.jmhVersion, false);
    return differences;
  }

  private static void add(
      List<Difference> differences, String what, String base, String cand, boolean refused) {
    if (!Objects.equals(base, cand)) {
      differences.add(new Difference(what, base, cand, refused));
    }
  }

  private static String args(List<String> args) {
    return args.isEmpty() ? "none" : String.join(" ", args);
  }

  /** "3 x 1 s", with the batch size when it is not 1: "3 x 1 s, batches of 10". */
  private static String iterations(JsonNode benchmark, String phase) {
    String text =
        benchmark.path(phase + "Iterations").asInt(0)
            + " x "
            + benchmark.path(phase + "Time").asText("?");
    int batch = benchmark.path(phase + "BatchSize").asInt(1);
    return batch == 1 ? text : text + ", batches of " + batch;
  }
}
