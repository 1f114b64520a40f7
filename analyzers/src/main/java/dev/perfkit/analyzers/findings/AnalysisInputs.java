package dev.perfkit.analyzers.findings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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

  /** The inputs present, in the order they were added. */
  public Set<Input<?>> present() {
    return Collections.unmodifiableSet(values.keySet());
  }

  /** The value of a present input, untyped: for summaries that treat every input alike. */
  public Object valueOf(Input<?> input) {
    return values.get(input);
  }

  /**
   * Adds every input of {@code other} that is not here yet and returns the names of those that
   * were, so a caller can say which file's data was kept.
   */
  public List<String> mergeAbsent(AnalysisInputs other) {
    List<String> alreadyPresent = new ArrayList<>();
    other.values.forEach(
        (input, value) -> {
          if (values.putIfAbsent(input, value) != null) {
            alreadyPresent.add(input.name());
          }
        });
    return alreadyPresent;
  }
}
