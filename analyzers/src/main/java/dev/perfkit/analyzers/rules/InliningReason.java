package dev.perfkit.analyzers.rules;

import java.util.Map;

/**
 * What the JIT's inlining failure reasons mean for a user: how much each one is worth fixing (a
 * weight from 0 to 1, as JITWatch ranks them) and what to do about it.
 */
enum InliningReason {
  HOT_TOO_BIG(
      1.0,
      "The callee is bigger than the largest method C2 inlines at a hot call site.",
      "Move the rarely taken parts of the callee into separate methods so that its hot path fits"
          + " under the limit, or raise the limit (-XX:FreqInlineSize) and measure: more inlining"
          + " also means more compiled code."),
  TOO_LARGE(
      0.8,
      "The callee is bigger than the largest method this compiler inlines.",
      "Split the callee so that the part this call needs is small, or raise the limit the evidence"
          + " names and measure the effect."),
  // Weighed below TOO_LARGE: the callee already runs as optimized code of its own, so the site
  // loses the call and the cross-method optimizations, not the callee's optimization.
  COMPILED_TOO_BIG(
      0.5,
      "The callee already has compiled code bigger than InlineSmallCode, so C2 calls it instead"
          + " of inlining it.",
      "Shrink the callee (its compiled size grows with what it inlines itself), or raise"
          + " -XX:InlineSmallCode and measure."),
  TOO_DEEP(
      0.6,
      "The call is nested deeper than the compiler inlines.",
      "Flatten the chain of small delegating calls on this path, or raise the level limit the"
          + " evidence names."),
  COLD_TOO_BIG(
      0.5,
      "The call site is not hot enough for the larger FreqInlineSize limit, and the callee is"
          + " bigger than MaxInlineSize.",
      "If the site is hot in the profile, split the callee below MaxInlineSize; otherwise this is"
          + " the JIT's right call."),
  MEGAMORPHIC(
      0.4,
      "The call is virtual and the JIT could not bind it to one or two receiver types.",
      "Let the hot path see fewer receiver types (or make the method final or static) so that the"
          + " call can be bound and inlined."),
  RECURSIVE(
      0.3,
      "The call is recursive beyond the compiler's recursive inlining limit.",
      "Turn the recursion on the hot path into a loop if it matters."),
  OTHER(
      0.1,
      "The compiler declined to inline the call for a reason that is rarely worth acting on.",
      "Look at the call site in the compilation log if the callee is hot in the CPU profile.");

  private static final Map<String, InliningReason> BY_TEXT =
      Map.ofEntries(
          Map.entry("hot method too big", HOT_TOO_BIG),
          Map.entry("callee is too large", TOO_LARGE),
          Map.entry("already compiled into a big method", COMPILED_TOO_BIG),
          Map.entry("already compiled into a medium method", COMPILED_TOO_BIG),
          Map.entry("inlining too deep", TOO_DEEP),
          Map.entry("size > DesiredMethodLimit", TOO_DEEP),
          Map.entry("NodeCountInliningCutoff", TOO_DEEP),
          Map.entry("too big", COLD_TOO_BIG),
          Map.entry("no static binding", MEGAMORPHIC),
          Map.entry("virtual call", MEGAMORPHIC),
          Map.entry("recursive inlining too deep", RECURSIVE),
          Map.entry("recursive inlining is too deep", RECURSIVE));

  final double weight;
  final String meaning;
  final String suggestion;

  InliningReason(double weight, String meaning, String suggestion) {
    this.weight = weight;
    this.meaning = meaning;
    this.suggestion = suggestion;
  }

  static InliningReason of(String reasonText) {
    return BY_TEXT.getOrDefault(reasonText, OTHER);
  }
}
