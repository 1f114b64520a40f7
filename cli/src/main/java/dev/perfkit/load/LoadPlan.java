package dev.perfkit.load;

import java.time.Duration;
import java.util.List;

/**
 * Everything the driver needs to know about a load but the target: which requests in which mix, how
 * long to warm up and to measure, the load model and the per-request timeout.
 *
 * @param scenario the scenario's name, written into the results
 * @param requests the request mix
 * @param warmup the warm-up phase, measured into the per-second series only
 * @param measured the measured phase, which the totals and percentiles describe
 * @param model closed or open, with its connections and rate
 * @param timeout a request still unanswered this long after it was sent is KO
 */
public record LoadPlan(
    String scenario,
    List<RequestSpec> requests,
    LoadPhase warmup,
    LoadPhase measured,
    LoadModel model,
    Duration timeout) {

  public LoadPlan {
    requests = List.copyOf(requests);
    if (requests.isEmpty()) {
      throw new LoadSetupException("a load plan needs at least one request");
    }
    if (measured.isNone()) {
      throw new LoadSetupException("the measured phase needs a duration or a request count");
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new LoadSetupException("the request timeout must be positive: " + timeout);
    }
  }

  public LoadPlan withModel(LoadModel newModel) {
    return new LoadPlan(scenario, requests, warmup, measured, newModel, timeout);
  }

  public LoadPlan withWarmup(LoadPhase newWarmup) {
    return new LoadPlan(scenario, requests, newWarmup, measured, model, timeout);
  }

  public LoadPlan withMeasured(LoadPhase newMeasured) {
    return new LoadPlan(scenario, requests, warmup, newMeasured, model, timeout);
  }

  public LoadPlan withTimeout(Duration newTimeout) {
    return new LoadPlan(scenario, requests, warmup, measured, model, newTimeout);
  }

  /** The plan with {@code statuses} as OK for every request that names no statuses of its own. */
  public LoadPlan withDefaultExpect(ExpectedStatus statuses) {
    List<RequestSpec> expecting =
        requests.stream().map(r -> r.withDefaultExpect(statuses)).toList();
    return new LoadPlan(scenario, expecting, warmup, measured, model, timeout);
  }

  /** The whole load's length when both phases are timed, else null (it depends on the target). */
  public Duration plannedDuration() {
    if (!measured.byDuration() || !(warmup.isNone() || warmup.byDuration())) {
      return null;
    }
    return warmup.isNone() ? measured.duration() : warmup.duration().plus(measured.duration());
  }
}
