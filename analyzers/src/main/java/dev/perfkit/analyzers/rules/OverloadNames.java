package dev.perfkit.analyzers.rules;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Names a compilation log's methods as findings do, {@code pkg.Class.method} ({@link
 * Methods#dotted}), except where two overloads would merge into one name: those keep their
 * descriptor ({@code java.lang.String.indexOf(II)I} beside {@code
 * java.lang.String.indexOf([CII[CIII)I}), so that one's compile time or failed inlining is not
 * taken for the other's. Descriptors spell classes with slashes, so the last dot before the
 * parenthesis still ends the class.
 */
final class OverloadNames {

  private final Set<String> overloaded = new HashSet<>();
  private final Map<String, String> names = new HashMap<>();

  /** The names of {@code methods}, each {@code holder::name(descriptor)}. */
  OverloadNames(Collection<String> methods) {
    Map<String, String> firstByName = new HashMap<>();
    for (String method : methods) {
      String previous = firstByName.putIfAbsent(Methods.dotted(method), method);
      if (previous != null && !previous.equals(method)) {
        overloaded.add(Methods.dotted(method));
      }
    }
  }

  /** {@code pkg.Class.method}, with the descriptor when the name alone is an overload's. */
  String of(String method) {
    return names.computeIfAbsent(
        method,
        m -> {
          String dotted = Methods.dotted(m);
          int paren = m.indexOf('(');
          return overloaded.contains(dotted) && paren >= 0 ? dotted + m.substring(paren) : dotted;
        });
  }
}
