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
  private final Map<Input<?>, String> sources = new LinkedHashMap<>();
  private final java.util.Set<Input<?>> derived = new java.util.HashSet<>();

  public <T> AnalysisInputs with(Input<T> input, T value) {
    values.put(input, input.type().cast(value));
    return this;
  }

  /**
   * Records the kind of evidence an input came from ("GC log", "async-profiler recording"), which
   * findings name as their source; a reader that knows better than its file kind sets it.
   */
  public AnalysisInputs withSource(Input<?> input, String source) {
    sources.put(input, source);
    return this;
  }

  /** The kind of evidence the input came from, or the input's own name when nobody said. */
  public String sourceOf(Input<?> input) {
    return sources.getOrDefault(input, input.name());
  }

  /** Sets {@code source} on every present input that has none yet. */
  public void defaultSources(String source) {
    values.keySet().forEach(input -> sources.putIfAbsent(input, source));
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

  /**
   * Adds an input computed from other inputs (a concept such as "GC pauses" built from a GC log or
   * a recording): rules read it like any other, but it is no evidence of its own, so {@link
   * #present()} leaves it out.
   */
  public <T> AnalysisInputs derive(Input<T> input, T value, String source) {
    with(input, value);
    derived.add(input);
    return withSource(input, source);
  }

  /** The inputs read from evidence, in the order they were added; derived ones left out. */
  public Set<Input<?>> present() {
    Set<Input<?>> read = new java.util.LinkedHashSet<>(values.keySet());
    read.removeAll(derived);
    return Collections.unmodifiableSet(read);
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
          } else if (other.sources.containsKey(input)) {
            sources.put(input, other.sources.get(input));
          }
        });
    return alreadyPresent;
  }
}
