package dev.perfkit.analyzers.compilation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The inlining flags the JVM ran with: HotSpot's defaults, overridden by any {@code -XX:Flag=N} on
 * the command line the log records, and which flag each failure reason is about.
 *
 * @param flags flag name to value, defaults included
 */
public record InliningLimits(Map<String, Long> flags) {

  private static final Pattern FLAG = Pattern.compile("-XX:(\\w+)=(\\d+)");
  private static final String BYTECODE = "bytecode bytes";
  private static final String NATIVE = "native code bytes";
  private static final String LEVELS = "inlining levels";

  public InliningLimits {
    flags = Map.copyOf(flags);
  }

  /** HotSpot's defaults on x86-64 and AArch64 (JDK 21-25). */
  public static InliningLimits defaults() {
    Map<String, Long> flags = new LinkedHashMap<>();
    flags.put("MaxInlineSize", 35L);
    flags.put("FreqInlineSize", 325L);
    flags.put("C1MaxInlineSize", 35L);
    flags.put("InlineSmallCode", 2500L);
    flags.put("MaxInlineLevel", 15L);
    flags.put("C1MaxInlineLevel", 9L);
    flags.put("MaxRecursiveInlineLevel", 1L);
    flags.put("C1MaxRecursiveInlineLevel", 1L);
    return new InliningLimits(flags);
  }

  /** The defaults with the inlining flags found in a JVM command line applied. */
  public static InliningLimits fromCommandLine(String args) {
    Map<String, Long> flags = new LinkedHashMap<>(defaults().flags());
    Matcher matcher = FLAG.matcher(args);
    while (matcher.find()) {
      if (flags.containsKey(matcher.group(1))) {
        flags.put(matcher.group(1), Long.parseLong(matcher.group(2)));
      }
    }
    return new InliningLimits(flags);
  }

  public long value(String flag) {
    return flags.getOrDefault(flag, 0L);
  }

  /**
   * The limit a call site crossed to fail with {@code reason} under {@code compiler} ("c1" or
   * "c2"), or empty when the reason is not about a size or depth limit.
   */
  public Optional<InliningLimit> crossedBy(String reason, String compiler) {
    boolean c1 = "c1".equals(compiler);
    return switch (reason) {
      case "callee is too large" -> limit("C1MaxInlineSize", BYTECODE);
      case "too big" -> limit("MaxInlineSize", BYTECODE);
      case "hot method too big" -> limit("FreqInlineSize", BYTECODE);
      case "already compiled into a big method" -> limit("InlineSmallCode", NATIVE);
      case "already compiled into a medium method" ->
          Optional.of(new InliningLimit("InlineSmallCode/4", value("InlineSmallCode") / 4, NATIVE));
      case "inlining too deep" -> limit(c1 ? "C1MaxInlineLevel" : "MaxInlineLevel", LEVELS);
      case "recursive inlining too deep", "recursive inlining is too deep" ->
          limit(c1 ? "C1MaxRecursiveInlineLevel" : "MaxRecursiveInlineLevel", LEVELS);
      default -> Optional.empty();
    };
  }

  private Optional<InliningLimit> limit(String flag, String unit) {
    return Optional.of(new InliningLimit(flag, value(flag), unit));
  }
}
