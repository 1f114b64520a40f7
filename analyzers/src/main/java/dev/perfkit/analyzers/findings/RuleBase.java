package dev.perfkit.analyzers.findings;

import java.util.List;

/**
 * What every rule shares: its id, title and required inputs, given once to the constructor, and a
 * builder that stamps each finding with the rule's id, the key and the severity. A rule then only
 * says what it finds; the engine decides whether it applies.
 */
public abstract class RuleBase implements Rule {

  private final String id;
  private final String title;
  private final List<Input<?>> requires;

  protected RuleBase(String id, String title, Input<?>... requires) {
    this.id = id;
    this.title = title;
    this.requires = List.of(requires);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String title() {
    return title;
  }

  @Override
  public final List<Input<?>> requires() {
    return requires;
  }

  /** A finding of this rule about {@code subject} ("" for a run-wide one). */
  protected FindingBuilder finding(String subject, int score) {
    return new FindingBuilder(id, subject, score);
  }
}
