package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.load.LoadProgress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProgressDisplayTest {

  private static LoadProgress at(int second) {
    return new LoadProgress(
        "measured",
        Duration.ofSeconds(second),
        Duration.ofSeconds(75 - second),
        12345.4,
        1234567,
        3,
        4.256);
  }

  @Test
  void formatsPhaseTimesRateCountsAndP99() {
    assertEquals(
        "measured 0:05, 1:10 left | 12,345 req/s | OK 1,234,567 KO 3 | p99 4.3 ms",
        ProgressDisplay.format(at(5)));
  }

  @Test
  void redrawsOneLineInPlaceOnATerminal() {
    StringWriter err = new StringWriter();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(err), true, false);
    display.onProgress(at(1));
    display.onProgress(at(2));
    display.step("stopping");
    String clear = "\r\033[2K";
    assertEquals(
        clear
            + ProgressDisplay.format(at(1))
            + clear
            + ProgressDisplay.format(at(2))
            + System.lineSeparator()
            + "perfkit: stopping"
            + System.lineSeparator(),
        err.toString());
  }

  @Test
  void printsAPlainLineEveryFiveSecondsElsewhere() {
    StringWriter err = new StringWriter();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(err), false, false);
    for (int second = 0; second <= 11; second++) {
      display.onProgress(at(second));
    }
    String nl = System.lineSeparator();
    assertEquals(
        ProgressDisplay.format(at(0))
            + nl
            + ProgressDisplay.format(at(5))
            + nl
            + ProgressDisplay.format(at(10))
            + nl,
        err.toString());
  }

  /** A repeat's clock starts again: its load shows from its first report, not five seconds on. */
  @Test
  void everyRepeatShowsItsProgress() {
    StringWriter err = new StringWriter();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(err), false, false);
    display.context("repeat 1 of 2");
    for (int second = 1; second <= 3; second++) {
      display.onProgress(at(second));
    }
    display.context("repeat 2 of 2");
    for (int second = 1; second <= 3; second++) {
      display.onProgress(at(second));
    }
    String nl = System.lineSeparator();
    assertEquals(
        "repeat 1 of 2: "
            + ProgressDisplay.format(at(1))
            + nl
            + "repeat 2 of 2: "
            + ProgressDisplay.format(at(1))
            + nl,
        err.toString());
  }

  /** The target's command line in brief once, then a pointer to it; whole with --verbose. */
  @Test
  void theCommandLineOnceInBriefOrWholeWhenVerbose() {
    List<String> command = List.of("/jdk/bin/java", "-Xlog:gc", "-cp", "a.jar", "Main");
    StringWriter brief = new StringWriter();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(brief), false, false);
    display.targetStarting(command, "/jdk/bin/java [1 JVM flags, all in run.json] -cp ...");
    display.targetStarting(command, "/jdk/bin/java [1 JVM flags, all in run.json] -cp ...");
    String nl = System.lineSeparator();
    assertEquals(
        "perfkit: starting the target: /jdk/bin/java [1 JVM flags, all in run.json] -cp ..."
            + nl
            + "perfkit: starting the target (the command line above, in this repeat's directory)"
            + nl,
        brief.toString());
    StringWriter whole = new StringWriter();
    new ProgressDisplay(new PrintWriter(whole), false, true).targetStarting(command, "brief");
    assertEquals(
        "perfkit: starting the target: /jdk/bin/java -Xlog:gc -cp a.jar Main" + nl,
        whole.toString());
  }
}
