package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.scope.AppScope;
import dev.perfkit.analyzers.scope.ProfilerFrames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs rules over the available inputs, deciding for each whether it is applicable, and judges each
 * finding's scope with the application's packages when the inputs know them.
 */
public final class RuleEngine {

  private final List<Rule> rules;

  public RuleEngine(List<Rule> rules) {
    this.rules = List.copyOf(rules);
  }

  public List<RuleOutcome> run(AnalysisInputs inputs) {
    List<RuleOutcome> outcomes = new ArrayList<>();
    AppScope app = inputs.get(AppScope.INPUT).orElse(AppScope.unknown());
    for (Rule rule : rules) {
      List<String> missing =
          rule.requires().stream().filter(input -> !inputs.has(input)).map(Input::name).toList();
      List<Finding> findings =
          missing.isEmpty()
              ? rule.evaluate(inputs).stream()
                  .filter(finding -> !aboutTheProfiler(finding))
                  .map(finding -> finding.inScope(app))
                  .toList()
              : List.<Finding>of();
      outcomes.add(new RuleOutcome(rule.id(), rule.title(), missing.isEmpty(), missing, findings));
    }
    return outcomes;
  }

  /**
   * Whether a finding is about the profilers' own code (a JFR method C2 took 5.9 s to compile on a
   * MockServer run): the measurement's cost, reported as such, not the application's.
   */
  static boolean aboutTheProfiler(Finding finding) {
    return !finding.subject().isEmpty()
        && Arrays.stream(finding.subject().split(" -> "))
            .allMatch(part -> ProfilerFrames.isProfiler(part.split(" ", 2)[0]));
  }

  /** Every finding of the outcomes, in {@link FindingRanking}'s order. */
  public static List<Finding> ranked(List<RuleOutcome> outcomes) {
    return FindingRanking.rank(
        outcomes.stream().flatMap(outcome -> outcome.findings().stream()).toList());
  }
}
