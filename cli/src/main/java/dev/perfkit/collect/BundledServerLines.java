package dev.perfkit.collect;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the bundled server's two lines: {@code perfkit-target-server listening on HOST:PORT
 * mode=... threads=... pool=N variant=...} when it is ready, and {@code perfkit-target-server
 * stopped: handled N requests} when it stops, which is the server's own count to check the load
 * driver's against.
 */
public final class BundledServerLines {

  /** The ready line; group 1 is the host, 2 the port, 3 the configuration. */
  public static final Pattern LISTENING =
      Pattern.compile("^perfkit-target-server listening on (\\S+):(\\d+)(.*)$");

  private static final Pattern STOPPED =
      Pattern.compile("^perfkit-target-server stopped: handled (\\d+) requests");

  private final AtomicReference<Long> handled = new AtomicReference<>();

  /** Watches stdout for the stopped line. */
  public void accept(String line) {
    Matcher matcher = STOPPED.matcher(line);
    if (matcher.find()) {
      handled.set(Long.parseLong(matcher.group(1)));
    }
  }

  /** The server's count of handled requests, or null if it never said (it died). */
  public Long handledRequests() {
    return handled.get();
  }

  /** The port from the ready line. */
  public static int port(Matcher listening) {
    return Integer.parseInt(listening.group(2));
  }

  /** The address and the {@code key=value} pairs of the ready line, in order. */
  public static Map<String, String> configuration(Matcher listening) {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("address", listening.group(1) + ":" + listening.group(2));
    for (String token : listening.group(3).trim().split("\\s+")) {
      int equals = token.indexOf('=');
      if (equals > 0) {
        values.put(token.substring(0, equals), token.substring(equals + 1));
      }
    }
    return values;
  }
}
