package dev.perfkit.analyzers;

import dev.perfkit.analyzers.compilation.CompilationLogReader;
import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.gc.GcLogReader;
import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.load.LoadResultsReader;
import dev.perfkit.analyzers.rules.DominantFrameRule;
import dev.perfkit.analyzers.rules.FullGcRule;
import dev.perfkit.analyzers.rules.GcOverheadRule;
import dev.perfkit.analyzers.rules.GrowingLiveSetRule;
import dev.perfkit.analyzers.rules.HotAllocationSiteRule;
import dev.perfkit.analyzers.rules.HotSubtreeRule;
import dev.perfkit.analyzers.rules.InliningFailureRule;
import dev.perfkit.analyzers.rules.InterpretedHotCodeRule;
import dev.perfkit.analyzers.rules.JitBusyRule;
import dev.perfkit.analyzers.rules.LockContentionRule;
import dev.perfkit.analyzers.rules.LongCompilationRule;
import dev.perfkit.analyzers.rules.LongGcPauseRule;
import dev.perfkit.analyzers.rules.SlowWarmupRule;
import dev.perfkit.analyzers.stacks.CollapsedStacksReader;
import java.util.List;

/** Every reader and rule perfkit ships, in the order they are tried and reported. */
public final class Catalog {

  private Catalog() {}

  /** The readers, tried in order; the first that recognises a file reads it. */
  public static List<EvidenceReader> readers() {
    // Collapsed stacks last: its test (lines ending in a count) is the loosest.
    return List.of(
        new JfrRecordingReader(),
        new LoadResultsReader(),
        new CompilationLogReader(),
        new GcLogReader(),
        new CollapsedStacksReader());
  }

  /** The rules, in the order they are reported when their scores tie. */
  public static List<Rule> rules() {
    return List.of(
        new SlowWarmupRule(),
        new JitBusyRule(),
        new InterpretedHotCodeRule(),
        new InliningFailureRule(),
        new LongCompilationRule(),
        new GcOverheadRule(),
        new FullGcRule(),
        new GrowingLiveSetRule(),
        new LongGcPauseRule(),
        new HotAllocationSiteRule(),
        new DominantFrameRule(),
        HotSubtreeRule.cpu(),
        HotSubtreeRule.allocation(),
        new LockContentionRule());
  }
}
