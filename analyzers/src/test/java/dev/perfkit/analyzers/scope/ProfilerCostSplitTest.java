package dev.perfkit.analyzers.scope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.rules.SyntheticProfiles;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProfilerCostSplitTest {

  /** The shapes of a real WireMock profile: the handlers on top of an idle or a busy thread. */
  private static final StackProfile CPU =
      SyntheticProfiles.profile(
          StackEvent.CPU,
          ValueUnit.SAMPLES,
          0,
          "__restore_rt;WallClock::signalHandler 400",
          "java.lang.Thread.run;sun.nio.ch.FileDispatcherImpl.writev0;__restore_rt;"
              + "WallClock::signalHandler;Profiler::recordSample;StackWalker::walkVM 25",
          "__restore_rt;SR_handler 47",
          "java.lang.Thread.run;jdk.jfr.internal.PlatformRecorder.periodicTask 8",
          "java.lang.Thread.run;com.acme.Codec.decode 300",
          "java.lang.Thread.run;sun.nio.ch.FileDispatcherImpl.writev0 220");

  @Test
  void samplesHoldingAProfilerFrameLeaveTheProfileAndAreCountedByTheirOutermostOne() {
    ProfilerCostSplit.Result split = ProfilerCostSplit.of(CPU);

    assertEquals(480, split.cost().samples());
    assertEquals(1000, split.cost().total());
    assertEquals(0.48, split.cost().share(), 1e-12);
    assertEquals(
        Map.of(
            "WallClock::signalHandler", 425L,
            "SR_handler", 47L,
            "jdk.jfr.internal.PlatformRecorder.periodicTask", 8L),
        split.cost().byFrame());
    StackProfile app = split.application();
    assertEquals(520, app.total());
    assertEquals(300, app.share("com.acme.Codec.decode").self());
    assertEquals(220, app.share("sun.nio.ch.FileDispatcherImpl.writev0").self());
    assertEquals(520, app.share("java.lang.Thread.run").onStack());
    assertEquals(0, app.share("WallClock::signalHandler").onStack());
    assertEquals("com.acme.Codec.decode", app.topSelf(1).get(0).name());
  }

  @Test
  void theProfilersFramesAreTheOnesFoundInRealProfiles() {
    for (String frame :
        new String[] {
          "WallClock::signalHandler",
          "Profiler::recordSample",
          "StackWalker::walkVM",
          "SR_handler",
          "JfrThreadSampler::task_stacktrace",
          "jdk.jfr.internal.JVM.emitEvent",
          "/opt/ap/lib/libasyncProfiler.so"
        }) {
      assertTrue(ProfilerFrames.isProfiler(frame), frame);
    }
    for (String frame :
        new String[] {"__restore_rt", "java.lang.Thread.run", "jdk.internal.misc.Unsafe.park"}) {
      assertFalse(ProfilerFrames.isProfiler(frame), frame);
    }
  }
}
