package dev.perfkit.cli;

import picocli.CommandLine.Option;

/** How many findings the terminal shows, and how much of each: for analyze, run and profile. */
public final class FindingsOptions {

  /**
   * Findings shown unless --top says otherwise: with five, a run's inlining findings could push its
   * allocation and warm-up findings out of sight.
   */
  static final int DEFAULT_TOP = 10;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "" + DEFAULT_TOP,
      description = "How many findings to show (default: ${DEFAULT-VALUE}).")
  int top = DEFAULT_TOP;

  @Option(
      names = "--all",
      description =
          "Also show the minor findings inside JDK internals (java.*, jdk.*, sun.*, native"
              + " frames), which are hidden by default; summary.json always has them all.")
  boolean all;

  @Option(
      names = "--verbose",
      description =
          "Show every finding in full: all its evidence with whole stacks, why it matters and"
              + " what to do (default: three lines each); run and profile also print the"
              + " target's whole command line.")
  boolean verbose;

  /** The options as checked values, or a usage error (exit 2) for a --top below 1. */
  FindingsText.View view() {
    if (top < 1) {
      throw PerfkitException.usage("--top must be at least 1, was " + top);
    }
    return new FindingsText.View(top, all, verbose);
  }
}
