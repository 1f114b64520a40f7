package dev.perfkit.reports;

import java.util.Map;

/** Where in the report each rule's evidence is drawn, so a finding can link to it. */
final class SectionLinks {

  private static final Map<String, String> BY_RULE =
      Map.ofEntries(
          Map.entry("inlining-failure", "jit"),
          Map.entry("long-compilation", "jit"),
          Map.entry("gc-overhead", "gc"),
          Map.entry("full-gc", "gc"),
          Map.entry("long-gc-pause", "gc"),
          Map.entry("hot-allocation-site", "flame-alloc"),
          Map.entry("dominant-frame", "flame-cpu"),
          Map.entry("hot-cpu-subtree", "flame-cpu"),
          Map.entry("hot-allocation-subtree", "flame-alloc"),
          Map.entry("lock-contention", "flame-lock"),
          Map.entry("slow-warmup", "load"));

  private SectionLinks() {}

  static Map<String, String> all() {
    return BY_RULE;
  }
}
