package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.ArrayList;
import java.util.List;

/**
 * The evidence of a finding about one class at one site of a profile (an allocated class, a
 * contended lock), in the same order for every such rule.
 */
final class ClassSiteEvidence {

  private ClassSiteEvidence() {}

  /**
   * The class, the frame, the JDK method it went through (when any), the share, the amount, then
   * the rule's own {@code details}, and last the heaviest stack.
   */
  static List<Evidence> of(
      StackProfile profile,
      ClassSite site,
      String classLabel,
      String frameLabel,
      String amountLabel,
      List<Evidence> details) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of(classLabel, site.className()));
    evidence.add(Evidence.of(frameLabel, site.site()));
    if (!site.via().isEmpty()) {
      evidence.add(Evidence.of("through", site.via()));
    }
    evidence.add(Evidence.of("share", ProfileAmounts.percent(site.share())));
    evidence.add(Evidence.of(amountLabel, ProfileAmounts.amount(site.weight(), profile.unit())));
    evidence.addAll(details);
    evidence.add(
        Evidence.stack("heaviest stack", ProfileAmounts.percent(site.share()), site.path()));
    return evidence;
  }
}
