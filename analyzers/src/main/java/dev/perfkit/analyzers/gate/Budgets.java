package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.Catalog;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Every check the gate makes and its budget: the defaults (docs/gate.md lists them), then what a
 * budget file and {@code --max-regression} set on top, in that order; and the rules and severities
 * whose new findings on the application's code fail the gate.
 */
public final class Budgets {

  /** The budget of every JMH benchmark that has none of its own. */
  public static final String JMH_DEFAULT = "jmh";

  private static final String JMH_DEFAULT_BUDGET = "5%";

  private final Map<String, Budget> budgets = new LinkedHashMap<>();
  private final Set<String> named = new LinkedHashSet<>();
  private final Set<String> failOnNew = new LinkedHashSet<>();

  private Budgets() {}

  /** The default budgets, and no finding fails the gate. */
  public static Budgets defaults() {
    Budgets defaults = new Budgets();
    // The catalog's order: the metrics robust on a shared machine first.
    for (MetricKind kind : MetricKind.gateDefaults()) {
      defaults.budgets.put(kind.id(), Budget.parse(kind.defaultBudget()));
    }
    defaults.budgets.put(JMH_DEFAULT, Budget.parse(JMH_DEFAULT_BUDGET));
    return defaults;
  }

  /**
   * Sets the budget of {@code id} (a metric id, a JMH benchmark, or {@link #JMH_DEFAULT}); null
   * turns its check off.
   *
   * @throws IllegalArgumentException when an absolute budget cannot bound that metric
   */
  public void set(String id, Budget budget) {
    String unit = unitOf(id);
    if (budget != null && !budget.relative() && !budget.unit().isEmpty() && unit != null) {
      BudgetUnits.convert(budget.amount(), budget.unit(), unit);
    }
    budgets.remove(id);
    budgets.put(id, budget);
    named.add(id);
  }

  /**
   * Fails the gate on a new application finding of {@code ruleOrSeverity}: a rule id ({@code
   * inlining-failure}) or a severity ({@code WARNING}).
   *
   * @throws IllegalArgumentException when it is neither
   */
  public void failOnNew(String ruleOrSeverity) {
    String upper = ruleOrSeverity.toUpperCase(Locale.ROOT);
    for (Severity severity : Severity.values()) {
      if (severity.name().equals(upper)) {
        failOnNew.add(severity.name());
        return;
      }
    }
    List<String> rules = Catalog.rules().stream().map(Rule::id).toList();
    if (!rules.contains(ruleOrSeverity)) {
      throw new IllegalArgumentException(
          "'"
              + ruleOrSeverity
              + "' is neither a rule ("
              + String.join(", ", rules)
              + ") nor a severity (INFO, WARNING)");
    }
    failOnNew.add(ruleOrSeverity);
  }

  /** The rule ids and severity names whose new application findings fail the gate. */
  public Set<String> failOnNew() {
    return Set.copyOf(failOnNew);
  }

  /** The metric ids to check in a run's summary, in the order to show them. */
  public List<String> metricIds() {
    List<String> ids = new ArrayList<>();
    budgets.forEach(
        (id, budget) -> {
          if (budget != null && isMetric(id)) {
            ids.add(id);
          }
        });
    return ids;
  }

  /** Whether {@code id} was named by a file or a flag, so that its absence is worth a line. */
  public boolean named(String id) {
    return named.contains(id);
  }

  /**
   * The ids a file or a flag named that are no metric of a run's summary (nor the JMH default):
   * benchmark names, or misspelt metric ids, which a run gate must not pass over in silence.
   */
  public List<String> namedOtherThanMetrics() {
    return named.stream()
        .filter(id -> budgets.get(id) != null && !isMetric(id) && !id.equals(JMH_DEFAULT))
        .toList();
  }

  /** The budget of metric {@code id}, or null when it is not checked. */
  public Budget forMetric(String id) {
    return budgets.get(id);
  }

  /**
   * The budget of a JMH benchmark: its own with these parameters, else its own, else the JMH
   * default; null when it is turned off.
   */
  public Budget forBenchmark(String benchmark, String withParams) {
    for (String id : List.of(withParams, benchmark)) {
      if (budgets.containsKey(id)) {
        return budgets.get(id);
      }
    }
    return budgets.getOrDefault(JMH_DEFAULT, Budget.parse(JMH_DEFAULT_BUDGET));
  }

  private static boolean isMetric(String id) {
    return MetricKind.of(id).isPresent();
  }

  /** The unit summary.json gives metric {@code id}, to refuse a budget that cannot bound it. */
  private static String unitOf(String id) {
    return MetricKind.of(id).map(kind -> kind.unit().jsonName()).orElse(null);
  }
}
