package dev.perfkit.load;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The response statuses that count as OK for a request: 2xx and 3xx unless a scenario or {@code
 * --expect-status} says otherwise. Written as codes, ranges and classes joined by commas: {@code
 * 200,204}, {@code 200-299}, {@code 2xx,304}.
 */
public final class ExpectedStatus {

  private static final int LOWEST = 100;
  private static final int HIGHEST = 599;
  private static final Pattern ITEM = Pattern.compile("([1-5])xx|(\\d{3})(?:-(\\d{3}))?");

  /** 2xx and 3xx: the request was served or redirected. After ITEM, which it needs. */
  public static final ExpectedStatus DEFAULT = parse("200-399");

  private final BitSet accepted;
  private final String text;

  private ExpectedStatus(BitSet accepted, String text) {
    this.accepted = accepted;
    this.text = text;
  }

  /** Reads {@code 200,204}, {@code 200-299} or {@code 2xx}; throws with a one-line message. */
  public static ExpectedStatus parse(String text) {
    BitSet accepted = new BitSet(HIGHEST + 1);
    List<String> items = new ArrayList<>();
    for (String item : text.split(",", -1)) {
      String trimmed = item.strip();
      addItem(accepted, trimmed, text);
      items.add(trimmed);
    }
    return new ExpectedStatus(accepted, String.join(",", items));
  }

  /** Whether a response with this status is OK. */
  public boolean accepts(int status) {
    return status >= 0 && accepted.get(status);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ExpectedStatus that && accepted.equals(that.accepted);
  }

  @Override
  public int hashCode() {
    return accepted.hashCode();
  }

  @Override
  public String toString() {
    return text;
  }

  private static void addItem(BitSet accepted, String item, String whole) {
    Matcher matcher = ITEM.matcher(item);
    if (!matcher.matches()) {
      throw invalid(whole, "'" + item + "' is not a status, a range or a class");
    }
    if (matcher.group(1) != null) {
      int first = Integer.parseInt(matcher.group(1)) * 100;
      accepted.set(first, first + 100);
      return;
    }
    int from = Integer.parseInt(matcher.group(2));
    int to = matcher.group(3) == null ? from : Integer.parseInt(matcher.group(3));
    if (from < LOWEST || to > HIGHEST) {
      throw invalid(whole, "'" + item + "' is outside " + LOWEST + "-" + HIGHEST);
    }
    if (from > to) {
      throw invalid(whole, "'" + item + "' ends before it starts");
    }
    accepted.set(from, to + 1);
  }

  private static LoadSetupException invalid(String whole, String problem) {
    return new LoadSetupException(
        "invalid status list '"
            + whole
            + "': "
            + problem
            + " (expected codes, ranges or classes such as 200,204 or 200-299 or 2xx)");
  }
}
