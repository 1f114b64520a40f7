package dev.perfkit.reports;

import java.util.Map;

/** Where in the report each rule's evidence is drawn, so a finding can link to it. */
final class SectionLinks {

  private static final Map<String, String> BY_RULE =
      Map.of(
          "inlining-failure", "jit",
          "long-compilation", "jit",
          "gc-overhead", "gc",
          "full-gc", "gc",
          "long-gc-pause", "gc",
          "hot-allocation-site", "flame-alloc",
          "dominant-frame", "flame-cpu",
          "lock-contention", "flame-lock",
          "slow-warmup", "load");

  private SectionLinks() {}

  static Map<String, String> all() {
    return BY_RULE;
  }
}
