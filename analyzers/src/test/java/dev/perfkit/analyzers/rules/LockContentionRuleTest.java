package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

class LockContentionRuleTest {

  private static final long SECOND = 1_000_000_000L;

  private final LockContentionRule rule = new LockContentionRule();

  private static AnalysisInputs locks(ValueUnit unit, long span, long scale) {
    return new AnalysisInputs()
        .withSource(StackInputs.LOCK, "JFR recording")
        .with(
            StackInputs.LOCK,
            SyntheticProfiles.profile(
                StackEvent.LOCK,
                unit,
                span,
                "app.Worker.run;app.Store.update;java.lang.Object " + 120 * scale,
                "app.Worker.run;app.Pool.take;java.util.concurrent.locks.ReentrantLock.lock;"
                    + "java.util.concurrent.locks.ReentrantLock$NonfairSync "
                    + 30 * scale,
                "app.Worker.run;app.Log.write;java.io.PrintStream " + 5 * scale));
  }

  @Test
  void reportsTheLocksThreadsWaitedOnLongest() {
    List<Finding> findings = rule.evaluate(locks(ValueUnit.NANOSECONDS, 10 * SECOND, SECOND / 10));
    assertEquals(
        List.of(
            "Threads waited 12.0 s on java.lang.Object in app.Store.update: 77% of lock wait"
                + " time (JFR).",
            "Threads waited 3.00 s on java.util.concurrent.locks.ReentrantLock$NonfairSync in"
                + " app.Pool.take: 19% of lock wait time (JFR)."),
        findings.stream().map(Finding::summary).toList());
    assertEquals(List.of(85, 40), findings.stream().map(Finding::score).toList());
    assertEquals(
        List.of(
            "share of lock wait time (JFR): 19%",
            "waited: 3.00 s",
            "lock class: java.util.concurrent.locks.ReentrantLock$NonfairSync",
            "waiting frame: app.Pool.take",
            "through: java.util.concurrent.locks.ReentrantLock.lock",
            "threads blocked on average: 0.30 threads",
            "heaviest stack: 19%",
            "  at java.util.concurrent.locks.ReentrantLock$NonfairSync",
            "  at java.util.concurrent.locks.ReentrantLock.lock",
            "  at app.Pool.take",
            "  at app.Worker.run"),
        EvidenceLines.of(findings.get(1)));
  }

  @Test
  void lockSamplesAreScoredByShare() {
    List<Finding> findings = rule.evaluate(locks(ValueUnit.SAMPLES, 0, 1));
    assertEquals(
        "Threads waited on java.lang.Object in app.Store.update in 120 samples: 77% of lock samples"
            + " (JFR).",
        findings.get(0).summary());
    // 20 + 77 = 97, capped at 90: a share alone never makes the top score.
    assertEquals(90, findings.get(0).score());
  }

  @Test
  void aFewLockSamplesAreNoContention() {
    // 12, 3 and 0 samples: the same shares as above, too few acquisitions to matter.
    AnalysisInputs few =
        new AnalysisInputs()
            .with(
                StackInputs.LOCK,
                SyntheticProfiles.profile(
                    StackEvent.LOCK,
                    ValueUnit.SAMPLES,
                    0,
                    "app.Worker.run;app.Store.update;java.lang.Object 12",
                    "app.Worker.run;app.Pool.take;java.util.concurrent.locks.ReentrantLock 3"));
    assertEquals(List.of(), rule.evaluate(few));
  }
}
