package dev.perfkit.cli;

import dev.perfkit.server.ServerConfig;
import dev.perfkit.server.TargetServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code perfkit server}: runs the bundled target server in the foreground until stopped. */
@Command(
    name = "server",
    header = "Runs the bundled HTTP/1.1 target server until Ctrl-C or SIGTERM.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Runs the bundled HTTP/1.1 target server in the foreground until Ctrl-C or SIGTERM.",
      "Prints one line when listening and one line with the number of responses written when"
          + " stopped. Endpoints: GET /hello, /cpu?n=35, /cpu-heavy?limit=10000, /latency?ms=100,"
          + " POST /echo."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit server",
      "  perfkit server --execution-mode nio --thread-type virtual --port 0",
      "  perfkit server --server-config server.properties --port 9090"
    })
public final class ServerCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin ServerOptions serverOptions;

  @Override
  public Integer call() {
    TargetServer server = start(serverOptions.toConfig());
    PrintWriter out = spec.commandLine().getOut();
    AtomicBoolean reported = new AtomicBoolean();
    Runnable stop = () -> stopAndReport(server, out, reported);
    Thread hook = new Thread(stop, "perfkit-server-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    out.println(server.readinessLine());
    out.flush();
    try {
      server.awaitStopped();
    } catch (InterruptedException e) {
      // Stopped from inside the JVM (a test, an embedding caller): stop like on Ctrl-C.
      Thread.currentThread().interrupt();
    } finally {
      stop.run();
      removeHook(hook);
    }
    return ExitCode.OK;
  }

  private static TargetServer start(ServerConfig config) {
    try {
      return TargetServer.start(config);
    } catch (IOException e) {
      throw PerfkitException.badInput(
          "cannot listen on " + config.bind() + ":" + config.port() + ": " + e.getMessage());
    }
  }

  /** Synchronized so that the second caller returns only after the first has printed. */
  private static void stopAndReport(TargetServer server, PrintWriter out, AtomicBoolean reported) {
    synchronized (reported) {
      server.close();
      if (reported.compareAndSet(false, true)) {
        out.println(server.stoppedLine());
        out.flush();
      }
    }
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // The JVM is already shutting down and the hook has run or is running.
    }
  }
}
