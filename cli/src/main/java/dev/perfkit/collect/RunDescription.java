package dev.perfkit.collect;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.load.DurationText;
import dev.perfkit.load.LoadModel;
import dev.perfkit.load.LoadPlan;
import java.util.Map;
import java.util.Set;

/**
 * What a run runs, in words for its progress: which server in which configuration, under which load
 * model, so that a person reading the output knows what the numbers that follow measured.
 */
final class RunDescription {

  /** The ready line's keys that {@link #server} words itself; any other is shown as it came. */
  private static final Set<String> WORDED = Set.of("address", "variant", "mode", "threads", "pool");

  private RunDescription() {}

  /**
   * {@code the bundled server, variant legacy, I/O mode nio, virtual threads}, from the
   * configuration its ready line reported.
   */
  static String server(Map<String, String> configuration) {
    StringBuilder words = new StringBuilder("the bundled server");
    words.append(", variant ").append(configuration.getOrDefault("variant", "?"));
    words.append(", I/O mode ").append(configuration.getOrDefault("mode", "?"));
    String threads = configuration.getOrDefault("threads", "?");
    words.append(", ").append(threads).append(" threads");
    if (threads.equals("platform")) {
      words.append(" (pool of ").append(configuration.getOrDefault("pool", "?")).append(")");
    }
    configuration.forEach(
        (key, value) -> {
          if (!WORDED.contains(key)) {
            words.append(", ").append(key).append('=').append(value);
          }
        });
    return words.toString();
  }

  /**
   * {@code open model: 6,000 requests/s over 64 connections, timeout 100 ms; warm-up none, then 8 s
   * measured}.
   */
  static String load(LoadPlan plan) {
    LoadModel model = plan.model();
    String pace =
        model.kind() == LoadModel.Kind.OPEN
            ? "open model: "
                + Numbers.rate(model.ratePerSecond())
                + " requests/s over "
                + model.connections()
                + " connections"
            : "closed model: " + model.connections() + " connections";
    return pace
        + ", timeout "
        + DurationText.format(plan.timeout())
        + "; warm-up "
        + plan.warmup()
        + ", then "
        + plan.measured()
        + " measured";
  }
}
