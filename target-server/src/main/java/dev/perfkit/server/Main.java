package dev.perfkit.server;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the target server in its own JVM until SIGTERM or Ctrl-C: prints one readiness line when
 * listening and one line with the number of responses written when stopped, then exits 0. A bad
 * flag prints one line naming it and exits 2; a bad properties file, or an address that cannot be
 * bound, exits 1.
 */
public final class Main {
  private static final int EXIT_BAD_INPUT = 1;
  private static final int EXIT_USAGE = 2;

  private Main() {}

  public static void main(String[] args) {
    ServerConfig config;
    try {
      config = ServerArgs.parse(Arrays.asList(args));
    } catch (ServerConfigException e) {
      System.err.println("perfkit-target-server: " + e.getMessage());
      System.exit(e.inConfigFile() ? EXIT_BAD_INPUT : EXIT_USAGE);
      return;
    }
    TargetServer server;
    try {
      server = TargetServer.start(config);
    } catch (IOException | RuntimeException e) {
      System.err.println(
          "perfkit-target-server: cannot listen on "
              + config.bind()
              + ":"
              + config.port()
              + ": "
              + e.getMessage());
      System.exit(EXIT_BAD_INPUT);
      return;
    }
    runUntilStopped(server, System.out);
  }

  private static void runUntilStopped(TargetServer server, PrintStream out) {
    AtomicBoolean reported = new AtomicBoolean();
    // Whoever stops second waits for the first to have printed: System.exit must not cut it off.
    Runnable stop =
        () -> {
          synchronized (reported) {
            server.close();
            if (reported.compareAndSet(false, true)) {
              out.println(server.stoppedLine());
              out.flush();
            }
          }
        };
    boolean signals = StopSignals.install(() -> exitAfter(stop));
    // Also on System.exit from elsewhere, or when signals could not be taken over (-Xrs).
    Runtime.getRuntime().addShutdownHook(new Thread(stop, "perfkit-target-server-stop"));
    out.println(server.readinessLine());
    out.flush();
    if (!signals) {
      System.err.println("perfkit-target-server: cannot handle SIGTERM; stopping will exit 143");
    }
    try {
      server.awaitStopped();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    // The signal handler's thread is a daemon: the main thread must outlive the stopped line.
    exitAfter(stop);
  }

  private static void exitAfter(Runnable stop) {
    stop.run();
    System.exit(0);
  }
}
