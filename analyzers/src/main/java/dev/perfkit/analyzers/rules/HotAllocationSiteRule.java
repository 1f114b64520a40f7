package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
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
public final class HotAllocationSiteRule implements Rule {

  /** A site below this share of all allocation is not reported. */
  static final double MIN_SHARE = 0.10;

  private static final int MAX_FINDINGS = 3;

  @Override
  public String id() {
    return "hot-allocation-site";
  }

  @Override
  public String title() {
    return "Hot allocation site";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(StackInputs.ALLOC);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = inputs.require(StackInputs.ALLOC);
    return ClassSites.of(profile).stream()
        .filter(site -> site.share() >= MIN_SHARE)
        .limit(MAX_FINDINGS)
        .map(site -> finding(profile, site))
        .toList();
  }

  private Finding finding(StackProfile profile, ClassSite site) {
    String what = ProfileAmounts.of(profile.unit(), "allocated bytes", "allocation samples");
    String summary =
        site.className()
            + " allocated "
            + where(site)
            + ": "
            + ProfileAmounts.percent(site.share())
            + " of "
            + what
            + rate(profile, site);
    return new Finding(
        id(),
        ProfileAmounts.scoreOfShare(site.share()),
        summary,
        "Every allocated byte must later be collected: a site that allocates this much drives the"
            + " allocation rate, and with it how often the young generation fills and the GC runs.",
        "Reuse or pool "
            + site.className()
            + " in "
            + site.site()
            + ", size it to need, or avoid the allocation on the hot path.",
        evidence(profile, site));
  }

  private static String where(ClassSite site) {
    return site.via().isEmpty() ? "in " + site.site() : "by " + site.via() + " from " + site.site();
  }

  /** " (120.0 MB/s)" when the profile counts bytes over a known time span, else empty. */
  private static String rate(StackProfile profile, ClassSite site) {
    return bytesPerSecond(profile, site.weight()).map(rate -> " (" + rate(rate) + ")").orElse("");
  }

  private static Optional<Double> bytesPerSecond(StackProfile profile, long bytes) {
    if (profile.unit() != ValueUnit.BYTES || profile.spanNanos() <= 0) {
      return Optional.empty();
    }
    return Optional.of(bytes / (profile.spanNanos() / 1e9));
  }

  private static List<Evidence> evidence(StackProfile profile, ClassSite site) {
    List<Evidence> rates = new ArrayList<>();
    bytesPerSecond(profile, site.weight())
        .ifPresent(rate -> rates.add(Evidence.of("site allocation rate", rate(rate))));
    bytesPerSecond(profile, profile.total())
        .ifPresent(rate -> rates.add(Evidence.of("total allocation rate", rate(rate))));
    return ClassSiteEvidence.of(
        profile, site, "allocated class", "allocating frame", "amount", rates);
  }

  private static String rate(double bytesPerSecond) {
    return ProfileAmounts.bytes(bytesPerSecond) + "/s";
  }
}
