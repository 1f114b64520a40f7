package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.Sections;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the run report of a repeat set adds to its model: the set's runs, its load in figures over
 * them, and its GC and JIT totals per run, so that the templates show the set, not its first run.
 */
final class SetPage {

  private SetPage() {}

  static void put(Map<String, Object> model, List<SetMembers.Member> members) {
    model.put("setRuns", members.size());
    model.put("firstRun", members.get(0).name());
    List<LoadResults> loads = new ArrayList<>();
    for (SetMembers.Member member : members) {
      Sections sections = member.summary().sections();
      if (sections != null && sections.load() != null) {
        loads.add(sections.load().results());
      }
    }
    if (loads.size() == members.size()) {
      model.put("setLoad", SetLoadFacts.of(loads));
    }
    putIfPresent(model, "gcTotals", SetTotalsTable.of(RunTotals.GC, members));
    putIfPresent(model, "jitTotals", SetTotalsTable.of(RunTotals.JIT, members));
  }

  private static void putIfPresent(Map<String, Object> model, String key, Object value) {
    if (value != null) {
      model.put(key, value);
    }
  }
}
