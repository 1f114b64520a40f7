package dev.perfkit.analyzers.findings;

import java.util.List;

/**
 * One analysis: a stateless check over the evidence of a run. A rule declares the inputs it cannot
 * do without; the engine runs it only when all of them are present and reports it as not applicable
 * otherwise, so rules never test for missing data themselves.
 */
public interface Rule {

  /** A stable identifier, such as {@code hot-allocation-site}, used in summaries and gates. */
  String id();

  /** A short human title, such as "Hot allocation site". */
  String title();

  /** The inputs this rule needs; optional extra inputs are read with {@code inputs.get}. */
  List<Input<?>> requires();

  /** The findings; an empty list means the rule looked and found nothing wrong. */
  List<Finding> evaluate(AnalysisInputs inputs);
}
