package dev.perfkit.collect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * Copies one output stream of the target into its log file line by line, flushing each line so that
 * nothing is lost if perfkit is stopped, shows each line to a watcher (readiness, the server's
 * stopped line) and keeps the last lines for error messages.
 */
final class OutputPump implements Runnable {

  private static final int KEPT_LINES = 10;

  private final InputStream in;
  private final Path file;
  private final Consumer<String> watcher;
  private final Deque<String> lastLines = new ArrayDeque<>();
  private final Thread thread;

  OutputPump(InputStream in, Path file, Consumer<String> watcher, String threadName) {
    this.in = in;
    this.file = file;
    this.watcher = watcher;
    this.thread = new Thread(this, threadName);
    thread.setDaemon(true);
  }

  void start() {
    thread.start();
  }

  @Override
  public void run() {
    try (BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      copy(reader, out);
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": cannot copy the target's output", e);
    }
  }

  private void copy(BufferedReader reader, Writer out) throws IOException {
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      out.write(line);
      out.write('\n');
      out.flush();
      remember(line);
      watcher.accept(line);
    }
  }

  private synchronized void remember(String line) {
    if (lastLines.size() == KEPT_LINES) {
      lastLines.removeFirst();
    }
    lastLines.addLast(line);
  }

  /** The last lines seen, oldest first. */
  synchronized List<String> lastLines() {
    return new ArrayList<>(lastLines);
  }

  /** Waits until the stream ends (the target exited and its output was drained). */
  void await(long millis) {
    try {
      thread.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
