package dev.perfkit.analyzers.gc;

import java.util.ArrayList;
import java.util.List;

/**
 * One bracketed event of a JDK 8 GC log split into its own text and its nested events: {@code [GC
 * (Allocation Failure) 10.498: [ParNew: 69952K->4389K(78656K), 0.0062930 secs]
 * 69952K->4389K(253440K), 0.0063730 secs]} has the own text {@code GC (Allocation Failure)
 * 69952K->4389K(253440K), 0.0063730 secs} and one nested event, {@code ParNew: ...}. A concurrent
 * phase the JVM printed in the middle of a pause is a nested event too, so it never hides the
 * pause's own numbers.
 *
 * @param own the event's text outside its nested events, without the stamps that led them
 * @param nested the text inside each directly nested event, in order
 */
record LegacyRecord(String own, List<String> nested) {

  LegacyRecord {
    nested = List.copyOf(nested);
  }

  /**
   * Splits an event's text, which starts with its {@code [} and ends with the matching {@code ]}.
   */
  static LegacyRecord of(CharSequence event) {
    StringBuilder own = new StringBuilder(event.length());
    List<String> nested = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 1; i < event.length() - 1; i++) {
      char c = event.charAt(i);
      if (c == '[') {
        if (depth++ == 0) {
          start = i + 1;
          // The stamps that led the nested event belong to it, not to this event's own text.
          own.setLength(LegacyTimestamp.trailingStart(own));
        }
      } else if (c == ']' && depth > 0) {
        if (--depth == 0) {
          nested.add(event.subSequence(start, i).toString());
        }
      } else if (depth == 0) {
        own.append(c == '\n' ? ' ' : c);
      }
    }
    return new LegacyRecord(own.toString().strip(), nested);
  }

  /**
   * The leading name of each nested event: {@code ParNew}, {@code PSYoungGen}, {@code CMS}, {@code
   * CMS-remark} (from {@code 1 CMS-remark: ...}), {@code CMS-concurrent-mark}.
   */
  List<String> nestedNames() {
    List<String> names = new ArrayList<>(nested.size());
    for (String text : nested) {
      int from = 0;
      while (from < text.length()
          && (Character.isDigit(text.charAt(from)) || text.charAt(from) == ' ')) {
        from++;
      }
      int to = from;
      while (to < text.length()
          && (Character.isLetter(text.charAt(to)) || text.charAt(to) == '-')) {
        to++;
      }
      names.add(
          text.startsWith(" Perm", to)
              ? text.substring(from, to) + " Perm"
              : text.substring(from, to));
    }
    return names;
  }

  /**
   * The parenthesised words of the own text, outermost only, leaving out heap sizes such as {@code
   * (253440K)}: {@code (G1 Evacuation Pause)}, {@code (young)}, {@code (System.gc())}.
   */
  List<String> parenthesised() {
    List<String> groups = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < own.length(); i++) {
      char c = own.charAt(i);
      if (c == '(' && depth++ == 0) {
        start = i + 1;
      } else if (c == ')' && depth > 0 && --depth == 0) {
        String group = own.substring(start, i).strip();
        if (!group.isEmpty() && !LegacySizes.isSize(group)) {
          groups.add(group);
        }
      }
    }
    return groups;
  }
}
