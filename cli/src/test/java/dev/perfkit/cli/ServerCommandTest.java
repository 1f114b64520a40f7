package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.server.RegressionInjection;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code perfkit server} through picocli: it serves, stops on interrupt, rejects bad options. */
class ServerCommandTest {
  private static final Pattern READY =
      Pattern.compile(
          "perfkit-target-server listening on 127\\.0\\.0\\.1:(\\d+) mode=nio threads=virtual"
              + " pool=150 variant=optimized\n");

  @Test
  void servesUntilStoppedAndReportsTheCount() throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread command =
        new Thread(
            () ->
                exit.set(
                    CommandRun.execute(
                        out,
                        err,
                        "server",
                        "--execution-mode",
                        "nio",
                        "--thread-type",
                        "virtual",
                        "--variant",
                        "optimized",
                        "--port",
                        "0")));
    command.start();
    int port = awaitPort(out);
    assertEquals("Hello, World!", get(port, "/hello"));
    assertEquals("Hello, World!", get(port, "/hello"));
    command.interrupt();
    command.join(TimeUnit.SECONDS.toMillis(20));
    assertEquals(ExitCode.OK, exit.get(), err.toString());
    String[] lines = out.toString().split("\n");
    assertEquals(2, lines.length, out.toString());
    assertEquals("perfkit-target-server stopped: handled 2 requests", lines[1]);
    assertEquals("", err.toString());
  }

  @Test
  void aValueTheServerRejectsIsOneLineAndExitTwo() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --port: '70000' is not a whole number from 0 to 65535",
        "server",
        "--port",
        "70000");
  }

  @Test
  void aMissingConfigFileIsBadInputAndExitOne() {
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: /no/such/server.properties: no such file",
        "server",
        "--server-config",
        "/no/such/server.properties");
  }

  @Test
  void theTimeoutsAreTheServersOwnFlags() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --request-timeout-ms: '3600001' is not a whole number from 1 to 3600000",
        "server",
        "--request-timeout-ms",
        "3600001");
    ServerOptions options = new ServerOptions();
    new picocli.CommandLine(options)
        .parseArgs("--idle-timeout-ms", "250", "--request-timeout-ms", "750");
    assertEquals(250, options.toConfig().idleTimeoutMs());
    assertEquals(750, options.toConfig().requestTimeoutMs());
  }

  @Test
  void theInjectedRegressionsAreTheServersOwnFlags() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --inject-cpu-ns: '100000001' is not a whole number from 0 to 100000000",
        "server",
        "--inject-cpu-ns",
        "100000001");
    ServerOptions options = new ServerOptions();
    new picocli.CommandLine(options)
        .parseArgs(
            "--inject-cpu-ns",
            "4000",
            "--inject-alloc-bytes",
            "65536",
            "--inject-retain-bytes",
            "4096");
    assertEquals(new RegressionInjection(4_000, 65_536, 4_096), options.toConfig().injection());
    assertEquals(
        List.of(
            "--inject-cpu-ns",
            "4000",
            "--inject-alloc-bytes",
            "65536",
            "--inject-retain-bytes",
            "4096"),
        options.toServerArgs());
  }

  @Test
  void anUnknownModeNamesTheOptionAndExitsTwo() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(
        ExitCode.USAGE, CommandRun.execute(out, err, "server", "--execution-mode", "async"));
    String first = err.toString().split("\n")[0];
    assertTrue(first.startsWith("perfkit: ") && first.contains("--execution-mode"), first);
    assertTrue(first.contains("async"), first);
  }

  @Test
  void aBadEnumValueListsTheValuesAsTheyAreTyped() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--variant': expected one of legacy, optimized, not"
            + " 'nope' (see 'perfkit server --help')",
        "server",
        "--variant",
        "nope");
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--thread-type': expected one of platform, virtual,"
            + " not 'green' (see 'perfkit server --help')",
        "server",
        "--thread-type",
        "green");
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--variant': expected one of legacy, optimized, not"
            + " 'LEGACYY' (see 'perfkit run --help')",
        "run",
        "--out",
        "x",
        "--variant",
        "LEGACYY");
  }

  @Test
  void helpEndsWithExamples() {
    StringWriter out = new StringWriter();
    assertEquals(ExitCode.OK, CommandRun.execute(out, new StringWriter(), "server", "--help"));
    String help = out.toString();
    assertTrue(help.contains("Example usage:"), help);
    assertTrue(
        help.strip().endsWith("perfkit server --server-config server.properties --port 9090"),
        help);
  }

  private static int awaitPort(StringWriter out) throws InterruptedException {
    for (int i = 0; i < 200; i++) {
      Matcher matcher = READY.matcher(out.toString());
      if (matcher.lookingAt()) {
        return Integer.parseInt(matcher.group(1));
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no readiness line in: " + out);
  }

  private static String get(int port, String path) throws IOException {
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(10_000);
      OutputStream request = socket.getOutputStream();
      request.write(
          ("GET " + path + " HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      request.flush();
      InputStream response = socket.getInputStream();
      String text = new String(response.readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(text.startsWith("HTTP/1.1 200 OK\r\n"), text);
      return text.substring(text.indexOf("\r\n\r\n") + 4);
    }
  }
}
