package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's flags and properties file: values, defaults, precedence and one-line errors. */
class ServerArgsTest {
  @TempDir Path dir;

  @Test
  void noFlagsMeanTheDefaults() throws ServerConfigException {
    assertEquals(ServerConfig.defaults(), ServerArgs.parse(List.of()));
  }

  @Test
  void everyFlagIsRead() throws ServerConfigException {
    ServerConfig config =
        ServerArgs.parse(
            List.of(
                "--execution-mode",
                "nio",
                "--thread-type=virtual",
                "--thread-pool-size",
                "12",
                "--variant",
                "OPTIMIZED",
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--idle-timeout-ms",
                "500",
                "--request-timeout-ms",
                "700"));
    assertEquals(
        new ServerConfig(
            ExecutionMode.NIO,
            ThreadType.VIRTUAL,
            12,
            Variant.OPTIMIZED,
            0,
            "127.0.0.1",
            500,
            700,
            RegressionInjection.NONE),
        config);
  }

  @Test
  void flagsWinOverTheFile() throws IOException, ServerConfigException {
    Path file = dir.resolve("server.properties");
    Files.writeString(file, "# comment\nexecution-mode = nio\nport=9001\nvariant=optimized\n");
    ServerConfig config = ServerArgs.parse(List.of("--config", file.toString(), "--port", "9002"));
    assertEquals(ExecutionMode.NIO, config.executionMode());
    assertEquals(Variant.OPTIMIZED, config.variant());
    assertEquals(9002, config.port());
  }

  @Test
  void badValuesAreNamedInOneLine() throws IOException {
    assertError("port: 'abc' is not a whole number from 0 to 65535", "--port", "abc");
    assertError("port: '70000' is not a whole number from 0 to 65535", "--port", "70000");
    assertError(
        "thread-pool-size: '0' is not a whole number from 1 to 10000", "--thread-pool-size", "0");
    assertError("execution-mode: 'async' is not one of hybrid, nio", "--execution-mode", "async");
    assertError("variant: 'fast' is not one of legacy, optimized", "--variant=fast");
    assertError("unknown option --threads", "--threads", "4");
    assertError(
        "inject-alloc-bytes: '-1' is not a whole number from 0 to 67108864",
        "--inject-alloc-bytes",
        "-1");
    assertError(
        "inject-retain-bytes: '1048577' is not a whole number from 0 to 1048576",
        "--inject-retain-bytes",
        "1048577");
    assertError("port: missing value", "--port");
    assertError("unexpected argument 'nio'", "nio");
    assertError(
        "bind: 'no.such.host.invalid' is not a known address", "--bind", "no.such.host.invalid");
    Path file = dir.resolve("bad.properties");
    Files.writeString(file, "port=x\n");
    assertError(
        file + ": port: 'x' is not a whole number from 0 to 65535", "--config", file.toString());
    Files.writeString(file, "colour=blue\n");
    assertError(file + ": unknown key 'colour'", "--config", file.toString());
    assertError(dir.resolve("none") + ": no such file", "--config", dir.resolve("none").toString());
  }

  @Test
  void problemsWithTheFileAreToldApartFromBadFlags() throws IOException {
    Path binary = dir.resolve("binary.properties");
    Files.write(binary, new byte[] {'p', '=', (byte) 0xff, (byte) 0xfe, '\n'});
    assertFileError(binary + ": not a UTF-8 text file", binary);
    assertFileError(dir + ": is a directory", dir);
    assertFileError(dir.resolve("none") + ": no such file", dir.resolve("none"));
    Path file = dir.resolve("bad.properties");
    Files.writeString(file, "thread-pool-size=0\n");
    assertFileError(file + ": thread-pool-size: '0' is not a whole number from 1 to 10000", file);
    Files.writeString(file, "variant=optimized\n");
    assertFalse(
        assertThrows(
                ServerConfigException.class,
                () -> ServerArgs.parse(List.of("--config", file.toString(), "--port", "-1")))
            .inConfigFile());
  }

  private static void assertFileError(String message, Path file) {
    ServerConfigException e =
        assertThrows(
            ServerConfigException.class,
            () -> ServerArgs.parse(List.of("--config", file.toString())));
    assertEquals(message, e.getMessage());
    assertTrue(e.inConfigFile(), message);
  }

  private static void assertError(String message, String... args) {
    ServerConfigException e =
        assertThrows(ServerConfigException.class, () -> ServerArgs.parse(List.of(args)));
    assertEquals(message, e.getMessage());
  }
}
