package dev.perfkit.collect;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.load.LoadListener;
import dev.perfkit.load.LoadProgress;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Shows a collection's progress on stderr: on a terminal one status line redrawn in place every
 * second; otherwise (a log, a CI job) a plain line every few seconds, so logs stay readable.
 */
public final class ProgressDisplay implements LoadListener {

  private static final String CLEAR_LINE = "\r\033[2K";
  private static final long PLAIN_EVERY_SECONDS = 5;

  private final PrintWriter err;
  private final boolean terminal;
  private final boolean verbose;
  private boolean lineOpen;
  private boolean targetShown;
  private String context;
  private long lastPlainSecond = -PLAIN_EVERY_SECONDS;

  /**
   * {@code verbose}: the target's whole command line each time it starts, not a brief form once.
   */
  public ProgressDisplay(PrintWriter err, boolean terminal, boolean verbose) {
    this.err = err;
    this.terminal = terminal;
    this.verbose = verbose;
  }

  /** Whether stderr is a terminal we may redraw on. */
  public static boolean stderrIsTerminal() {
    if (System.console() == null || "dumb".equals(System.getenv("TERM"))) {
      return false;
    }
    // Since JDK 22 System.console() exists even when redirected; the descriptor tells the truth.
    try {
      String device = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  /**
   * Names what the steps that follow belong to ("repeat 2 of 5"), printed before each of them; null
   * for none.
   */
  public synchronized void context(String name) {
    this.context = name;
    lastPlainSecond = -PLAIN_EVERY_SECONDS; // each repeat's load shows from its first report
  }

  /** A one-off step ("starting the target"), on its own line. */
  public synchronized void step(String text) {
    endLine();
    TerminalText.print(err, "perfkit: ", prefix() + text, "  ");
    err.flush();
  }

  /**
   * The target starting: its command line in brief the first time (a bundled server's runs to over
   * a thousand characters of perfkit's own flags), whole with --verbose, and not again for the
   * repeats that follow, whose command lines differ only in their directory.
   */
  public synchronized void targetStarting(List<String> command, String brief) {
    if (verbose) {
      step("starting the target: " + String.join(" ", command));
    } else if (!targetShown) {
      step("starting the target: " + brief);
    } else {
      step("starting the target (the command line above, in this repeat's directory)");
    }
    targetShown = true;
  }

  private String prefix() {
    return context == null ? "" : context + ": ";
  }

  @Override
  public synchronized void onProgress(LoadProgress progress) {
    String line = prefix() + format(progress);
    if (terminal) {
      err.print(CLEAR_LINE + line);
      lineOpen = true;
    } else {
      long second = progress.elapsed().toSeconds();
      if (second < lastPlainSecond) {
        lastPlainSecond = -PLAIN_EVERY_SECONDS; // a new load (the next repeat) starts its clock
      }
      if (second - lastPlainSecond < PLAIN_EVERY_SECONDS) {
        return;
      }
      lastPlainSecond = second;
      err.println(line);
    }
    err.flush();
  }

  /** Ends the redrawn line, so that what follows starts on a fresh one. */
  public synchronized void endLine() {
    if (lineOpen) {
      err.println();
      lineOpen = false;
    }
  }

  static String format(LoadProgress progress) {
    String remaining =
        progress.remaining() == null ? "" : ", " + clock(progress.remaining()) + " left";
    return progress.phase()
        + " "
        + clock(progress.elapsed())
        + remaining
        + " | "
        + Numbers.rate(progress.requestsPerSecond())
        + " req/s | OK "
        + Numbers.count(progress.ok())
        + " KO "
        + Numbers.count(progress.ko())
        + " | p99 "
        + Numbers.millis(progress.p99Ms());
  }

  static String clock(Duration duration) {
    long seconds = Math.max(0, duration.toSeconds());
    return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
