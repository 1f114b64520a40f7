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
import java.util.Optional;

/**
 * Finds the sites that allocate a large share of all bytes (or allocation samples): each is the
 * first application frame above the allocated class, with the JDK method it went through.
 */
public final class HotAllocationSiteRule extends RuleBase {

  /** A site below this share of all allocation is not reported. */
  static final double MIN_SHARE = 0.10;

  private static final int MAX_FINDINGS = 3;

  public HotAllocationSiteRule() {
    super("hot-allocation-site", "Hot allocation site", StackInputs.ALLOC);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = inputs.require(StackInputs.ALLOC);
    String source = inputs.sourceOf(StackInputs.ALLOC);
    return ClassSites.of(profile).stream()
        .filter(site -> site.share() >= MIN_SHARE)
        .limit(MAX_FINDINGS)
        .map(site -> finding(profile, site, source))
        .toList();
  }

  /**
   * A site's score: 10% of all allocation gives 50, 40% or more gives 80 (a warning). It ranks
   * above a CPU share of the same size because every allocated byte also costs GC work later,
   * spread over every thread.
   */
  static int score(double share) {
    return (int) Math.max(0, Math.min(90, Math.round(40 + share * 100)));
  }

  private Finding finding(StackProfile profile, ClassSite site, String source) {
    String denominator = Shares.denominator(profile, source);
    return finding(ClassSiteEvidence.subject(site), score(site.share()))
        .summary(
            site.className()
                + " allocated "
                + where(site)
                + ": "
                + Quantity.fraction(site.share()).text()
                + " "
                + denominator
                + rate(profile, site)
                + ".")
        .explanation(
            "Every allocated byte must later be collected: a site that allocates this much drives"
                + " the allocation rate, and with it how often the young generation fills and the"
                + " GC runs.")
        .suggestion(
            "Reuse or pool "
                + site.className()
                + " in "
                + site.site()
                + ", size it to need, or avoid the allocation on the hot path.")
        .source(source)
        .evidence(evidence(profile, site, denominator));
  }

  private static String where(ClassSite site) {
    return site.via().isEmpty() ? "in " + site.site() : "by " + site.via() + " from " + site.site();
  }

  /** " (120.0 MiB/s)" when the profile counts bytes over a known time span, else empty. */
  private static String rate(StackProfile profile, ClassSite site) {
    return bytesPerSecond(profile, site.weight()).map(rate -> " (" + rate.text() + ")").orElse("");
  }

  private static Optional<Quantity> bytesPerSecond(StackProfile profile, long bytes) {
    if (profile.unit() != ValueUnit.BYTES || profile.spanNanos() <= 0) {
      return Optional.empty();
    }
    return Optional.of(Quantity.of(bytes / (profile.spanNanos() / 1e9), Unit.BYTES_PER_SECOND));
  }

  private static List<Evidence> evidence(StackProfile profile, ClassSite site, String denominator) {
    List<Evidence> rates = new ArrayList<>();
    bytesPerSecond(profile, site.weight())
        .ifPresent(rate -> rates.add(Evidence.of("site allocation rate", rate)));
    bytesPerSecond(profile, profile.total())
        .ifPresent(rate -> rates.add(Evidence.of("total allocation rate", rate)));
    return ClassSiteEvidence.of(
        profile, site, denominator, "allocated class", "allocating frame", "amount", rates);
  }
}
