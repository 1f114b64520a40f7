package dev.perfkit.analyzers.stacks;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The one normalisation of generated frame names: the JVM names lambda and other hidden classes,
 * proxies, reflection accessors and bytecode-generated subclasses with an address or a counter that
 * differs in every JVM, so that the same code would never merge, diff or match across runs. Each
 * spelling folds to a stable name that keeps the class it came from and the method: {@code
 * Foo$$Lambda.0x0000000017049978.run}, {@code Foo$$Lambda$14/0x0000000800c03000.run} and JFR's
 * {@code Foo$$Lambda$14+0x00007f833c007400.1790421142.run} all become {@code Foo$$Lambda.run}.
 *
 * <p>It works on any text that holds frame names (one frame, a collapsed-stacks line, a finding's
 * subject), slashed or dotted, with or without async-profiler's {@code _[j]} type suffix: no rule
 * matches across a {@code ;}, a space or a suffix.
 */
public final class FrameNames {

  /** One spelling and what it folds to; the rules apply in order. */
  private record Rule(Pattern pattern, String replacement) {}

  private static final List<Rule> RULES =
      List.of(
          // A hidden class's address: "/0x..." as the JVM names it, ".0x..." as async-profiler
          // and JDK 21+'s JFR write it, "+0x.../1234" (or ".1234", slashes dotted) as JDK 17's JFR
          // does. No Java identifier starts with a digit, so ".0x" never ends a real name part.
          new Rule(Pattern.compile("[./+]0x\\p{XDigit}+(?:[./]\\d+(?![\\w$]))?"), ""),
          // JDK 17 and older number lambda classes in the order they were spun: Foo$$Lambda$14.
          new Rule(Pattern.compile("\\$\\$Lambda\\$\\d+"), "\\$\\$Lambda"),
          // java.lang.reflect.Proxy numbers its classes, and on JDK 16+ their dynamic modules.
          new Rule(Pattern.compile("\\$Proxy\\d+"), "\\$Proxy"),
          new Rule(Pattern.compile("\\bjdk([./])proxy\\d+\\1"), "jdk$1proxy$1"),
          // Reflection's generated accessors (JDK 17 and older, and serialization on any JDK).
          new Rule(Pattern.compile("(Generated\\w*Accessor)\\d+"), "$1"),
          // CGLIB's subclasses, Spring's included: Foo$$EnhancerByCGLIB$$1a2b3c,
          // Foo$$SpringCGLIB$$0, Foo$$FastClassBySpringCGLIB$$5e4d.
          new Rule(Pattern.compile("(\\$\\$\\w*CGLIB)\\$\\$\\w+"), "$1"),
          // Byte Buddy's, Hibernate's and Mockito's: Foo$ByteBuddy$abc123,
          // Foo$HibernateProxy$Xy12Ab.
          new Rule(
              Pattern.compile("\\$(ByteBuddy|HibernateProxy|MockitoMock|auxiliary)\\$\\w+"),
              "\\$$1"));

  private FrameNames() {}

  /** {@code text} with every generated name in it folded to its stable spelling. */
  public static String normalize(String text) {
    if (!mayHoldGeneratedName(text)) {
      return text;
    }
    String result = text;
    for (Rule rule : RULES) {
      result = rule.pattern().matcher(result).replaceAll(rule.replacement());
    }
    return result;
  }

  /** Every rule needs a '$', an address or a generated accessor: most frames have none. */
  private static boolean mayHoldGeneratedName(String text) {
    return text.indexOf('$') >= 0
        || text.contains("0x")
        || text.contains("Generated")
        || text.contains("proxy");
  }
}
