package dev.perfkit.analyzers.logs;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Counts over log text by plain regular expressions: the independent check of the readers. */
public final class PlainCounts {

  private static final Pattern INLINE_FAIL = Pattern.compile("<inline_fail reason='([^']*)'/>");

  private PlainCounts() {}

  /** Complete {@code <inline_fail reason='...'/>} elements per (unescaped) reason. */
  public static Map<String, Long> inlineFailuresByReason(String text) {
    Map<String, Long> counts = new TreeMap<>();
    Matcher matcher = INLINE_FAIL.matcher(text);
    while (matcher.find()) {
      counts.merge(unescape(matcher.group(1)), 1L, Long::sum);
    }
    return counts;
  }

  public static long occurrences(String text, String literal) {
    long count = 0;
    for (int at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + 1)) {
      count++;
    }
    return count;
  }

  /** Lines matching {@code regex} in full. */
  public static long matchingLines(String text, String regex) {
    Pattern pattern = Pattern.compile(regex);
    return text.lines().filter(line -> pattern.matcher(line).matches()).count();
  }

  private static String unescape(String xml) {
    return xml.replace("&apos;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
  }
}
