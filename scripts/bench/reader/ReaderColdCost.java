package dev.perfkit.server;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One request reader's cost in a fresh JVM, cold to warm: the CPU time of this thread over each
 * slice of calls, on the load driver's request in a fresh 16 KiB buffer as the legacy variant reads
 * it. CPU time, not wall time, so that a busy machine's other work does not count. In the server's
 * package: its readers are package-private.
 */
public final class ReaderColdCost {

  private ReaderColdCost() {}

  public static void main(String[] args) throws HttpStatusException {
    RequestReader reader =
        args[0].equals("legacy") ? new LegacyRequestReader() : new OptimizedRequestReader();
    int slice = Integer.parseInt(args[1]);
    int slices = Integer.parseInt(args[2]);
    byte[] request =
        "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: perfkit\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII);
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-10s", args[0]));
    for (int s = 0; s < slices; s++) {
      long start = cpu.getCurrentThreadCpuTime();
      for (int i = 0; i < slice; i++) {
        byte[] buffer = new byte[16 * 1024];
        System.arraycopy(request, 0, buffer, 0, request.length);
        if (reader.read(buffer, request.length) == null) {
          throw new IllegalStateException("the request did not parse");
        }
      }
      double millis = (cpu.getCurrentThreadCpuTime() - start) / 1e6;
      line.append(String.format(Locale.ROOT, " %7.1f", millis));
    }
    System.out.println(line);
  }
}
