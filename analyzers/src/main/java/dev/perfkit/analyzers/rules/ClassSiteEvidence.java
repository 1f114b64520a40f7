package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.ArrayList;
import java.util.List;

/**
 * The subject and evidence of a finding about one class at one site of a profile (an allocated
 * class, a contended lock), in the same order for every such rule.
 */
final class ClassSiteEvidence {

  private ClassSiteEvidence() {}

  /** "pkg.Class.method (allocated.Class)": the site first, so that its scope decides. */
  static String subject(ClassSite site) {
    return site.site() + " (" + site.className() + ")";
  }

  /**
   * The share (with its denominator), the amount, the class, the frame, the JDK method it went
   * through (when any), then the rule's own {@code details}, and last the heaviest stack.
   */
  static List<Evidence> of(
      StackProfile profile,
      ClassSite site,
      String denominator,
      String classLabel,
      String frameLabel,
      String amountLabel,
      List<Evidence> details) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("share " + denominator, Quantity.fraction(site.share())));
    evidence.add(Evidence.of(amountLabel, ProfileAmounts.amount(site.weight(), profile.unit())));
    evidence.add(Evidence.text(classLabel, site.className()));
    evidence.add(Evidence.text(frameLabel, site.site()));
    if (!site.via().isEmpty()) {
      evidence.add(Evidence.text("through", site.via()));
    }
    evidence.addAll(details);
    evidence.add(Evidence.stack("heaviest stack", Quantity.fraction(site.share()), site.path()));
    return evidence;
  }
}
