package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.ClassSites;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Finds the monitors and locks threads waited on longest, and where: from JFR's {@code
 * jdk.JavaMonitorEnter} and {@code jdk.ThreadPark} (wait time) or a collapsed lock profile
 * (samples).
 */
public final class LockContentionRule extends RuleBase {

  /** A (lock, site) pair below this share of all waiting is not reported. */
  static final double MIN_SHARE = 0.10;

  /**
   * With samples only (no wait times), a site needs at least this many: a handful of contended
   * acquisitions, such as class loading at start-up, is a large share of a quiet lock profile but
   * no contention problem.
   */
  static final long MIN_SAMPLES = 50;

  /**
   * With wait times, a site must keep at least this many threads blocked on average (1% of one
   * thread's time): a few milliseconds of waiting in a long run is no contention problem.
   */
  static final double MIN_BLOCKED_THREADS = 0.01;

  private static final int MAX_FINDINGS = 3;

  public LockContentionRule() {
    super("lock-contention", "Lock contention", StackInputs.LOCK);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = inputs.require(StackInputs.LOCK);
    String source = inputs.sourceOf(StackInputs.LOCK);
    return ClassSites.of(profile).stream()
        .filter(site -> site.share() >= MIN_SHARE)
        .filter(site -> enoughToMatter(profile, site))
        .limit(MAX_FINDINGS)
        .map(site -> finding(profile, site, source))
        .toList();
  }

  private static boolean enoughToMatter(StackProfile profile, ClassSite site) {
    if (profile.unit() == ValueUnit.SAMPLES) {
      return site.weight() >= MIN_SAMPLES;
    }
    OptionalDouble blocked = blockedThreads(profile, site);
    return blocked.isEmpty() || blocked.getAsDouble() >= MIN_BLOCKED_THREADS;
  }

  private Finding finding(StackProfile profile, ClassSite site, String source) {
    boolean samples = profile.unit() == ValueUnit.SAMPLES;
    String denominator = Shares.denominator(profile, source);
    String summary =
        "Threads waited"
            + (samples ? "" : " " + ProfileAmounts.amount(site.weight(), profile.unit()).text())
            + " on "
            + site.className()
            + " in "
            + site.site()
            + (samples ? " in " + Quantity.count(site.weight()).text() + " samples" : "")
            + ": "
            + Quantity.fraction(site.share()).text()
            + " "
            + denominator
            + ".";
    return finding(ClassSiteEvidence.subject(site), score(profile, site))
        .summary(summary)
        .explanation(
            "A thread waiting for a lock does no work: contention caps throughput however many"
                + " cores there are, and adds its wait to the latency of every request that takes"
                + " the lock.")
        .suggestion(
            "Hold the lock for less time in "
                + site.site()
                + " (move work out of the critical"
                + " section), split it, or use a concurrent structure instead of "
                + site.className()
                + ".")
        .source(source)
        .evidence(evidence(profile, site, denominator));
  }

  /**
   * With wait times over a known span, the score follows how many threads were blocked on average
   * (one or more: a warning); with samples only, the share decides.
   */
  static int score(StackProfile profile, ClassSite site) {
    OptionalDouble blocked = blockedThreads(profile, site);
    if (blocked.isEmpty()) {
      return ProfileAmounts.scoreOfShare(site.share());
    }
    return (int) Math.min(90, Math.round(25 + blocked.getAsDouble() * 50));
  }

  private static List<Evidence> evidence(StackProfile profile, ClassSite site, String denominator) {
    List<Evidence> blocked = new ArrayList<>();
    blockedThreads(profile, site)
        .ifPresent(
            threads ->
                blocked.add(
                    Evidence.of("threads blocked on average", Quantity.of(threads, Unit.THREADS))));
    return ClassSiteEvidence.of(
        profile, site, denominator, "lock class", "waiting frame", "waited", blocked);
  }

  /**
   * How many threads the site kept blocked on average over the run; empty unless the profile has
   * wait times over a known span.
   */
  private static OptionalDouble blockedThreads(StackProfile profile, ClassSite site) {
    if (profile.unit() != ValueUnit.NANOSECONDS || profile.spanNanos() <= 0) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of((double) site.weight() / profile.spanNanos());
  }
}
