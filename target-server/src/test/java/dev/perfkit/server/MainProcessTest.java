package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code dev.perfkit.server.Main} in a child JVM, as {@code perfkit run} launches it. */
class MainProcessTest {
  private static final Pattern READY =
      Pattern.compile(
          "perfkit-target-server listening on 127\\.0\\.0\\.1:(\\d+) mode=nio threads=virtual"
              + " pool=150 variant=optimized");

  @Test
  void printsReadinessServesAndOnSigtermReportsTheCountAndExitsZero() throws Exception {
    Process server =
        launch(
            "--port",
            "0",
            "--execution-mode",
            "nio",
            "--thread-type",
            "virtual",
            "--variant",
            "optimized");
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
      String ready = out.readLine();
      Matcher matcher = READY.matcher(String.valueOf(ready));
      assertTrue(matcher.matches(), "readiness line: " + ready);
      int port = Integer.parseInt(matcher.group(1));
      for (int i = 0; i < 7; i++) {
        assertEquals("Hello, World!", HttpTestClient.get(port, "/hello").body());
      }
      assertEquals(404, HttpTestClient.get(port, "/missing").status());
      // SIGTERM, like Process.destroy(), which would also close our end of the stdout pipe.
      server.toHandle().destroy();
      assertTrue(server.waitFor(20, TimeUnit.SECONDS));
      assertEquals(0, server.exitValue());
      assertEquals(List.of("perfkit-target-server stopped: handled 8 requests"), rest(out));
    } finally {
      server.destroyForcibly();
    }
  }

  @Test
  void aBadFlagIsOneLineNamingItAndExitTwo() throws Exception {
    assertRefused(
        2,
        "perfkit-target-server: thread-type: 'green' is not one of platform, virtual\n",
        "--thread-type",
        "green");
  }

  @Test
  void aMissingPropertiesFileIsBadInputAndExitOne() throws Exception {
    assertRefused(
        1,
        "perfkit-target-server: /no/such/server.properties: no such file\n",
        "--config",
        "/no/such/server.properties");
  }

  /** The server exits with {@code exitCode}, {@code err} on stderr and nothing on stdout. */
  private static void assertRefused(int exitCode, String err, String... args) throws Exception {
    Process server = launch(args);
    assertTrue(server.waitFor(20, TimeUnit.SECONDS));
    assertEquals(exitCode, server.exitValue());
    assertEquals(err, new String(server.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    assertEquals(0, server.getInputStream().readAllBytes().length);
  }

  @Test
  void aPortInUseIsOneLineAndExitOne() throws Exception {
    try (java.net.ServerSocket taken =
        new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      Process server = launch("--port", String.valueOf(taken.getLocalPort()));
      assertTrue(server.waitFor(20, TimeUnit.SECONDS));
      assertEquals(1, server.exitValue());
      String err = new String(server.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(
          err.startsWith(
              "perfkit-target-server: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": "),
          err);
      assertEquals(1, err.lines().count(), err);
    }
  }

  private static List<String> rest(BufferedReader out) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      lines.add(line);
    }
    return lines;
  }

  private static Process launch(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("dev.perfkit.server.Main");
    command.addAll(List.of(args));
    return new ProcessBuilder(command).start();
  }
}
