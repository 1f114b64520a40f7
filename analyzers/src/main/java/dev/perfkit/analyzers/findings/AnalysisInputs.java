package dev.perfkit.analyzers.findings;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The evidence available for one analysis, keyed by {@link Input}; each kind at most once. */
public final class AnalysisInputs {

  private final Map<Input<?>, Object> values = new LinkedHashMap<>();

  public <T> AnalysisInputs with(Input<T> input, T value) {
    values.put(input, input.type().cast(value));
    return this;
  }

  public <T> Optional<T> get(Input<T> input) {
    return Optional.ofNullable(values.get(input)).map(input.type()::cast);
  }

  /** The value of an input the engine has already checked is present. */
  public <T> T require(Input<T> input) {
    return get(input)
        .orElseThrow(() -> new IllegalStateException("missing input: " + input.name()));
  }

  public boolean has(Input<?> input) {
    return values.containsKey(input);
  }
}
