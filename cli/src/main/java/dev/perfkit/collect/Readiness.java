package dev.perfkit.collect;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How perfkit knows that the target is ready for load: a line on its output or an open port. */
public sealed interface Readiness {

  /** Whether the target is ready, given the first matching output line seen so far (or null). */
  boolean isReady(Matcher matchedLine);

  /** The line pattern to watch the target's output for, or null. */
  Pattern linePattern();

  /** In words, for the "not ready" message. */
  String describe();

  /** Ready when a line of the target's stdout or stderr matches the pattern. */
  record Line(Pattern pattern) implements Readiness {
    @Override
    public boolean isReady(Matcher matchedLine) {
      return matchedLine != null;
    }

    @Override
    public Pattern linePattern() {
      return pattern;
    }

    @Override
    public String describe() {
      return "no output line matched '" + pattern + "'";
    }
  }

  /** Ready when something accepts connections on the port at 127.0.0.1. */
  record Port(int port) implements Readiness {
    @Override
    public boolean isReady(Matcher matchedLine) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
        return true;
      } catch (IOException e) {
        return false;
      }
    }

    @Override
    public Pattern linePattern() {
      return null;
    }

    @Override
    public String describe() {
      return "port " + port + " did not accept connections";
    }
  }
}
