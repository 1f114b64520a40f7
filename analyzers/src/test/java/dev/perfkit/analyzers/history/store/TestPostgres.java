package dev.perfkit.analyzers.history.store;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the team-mode tests: Debian's {@code postgresql} (which {@code
 * scripts/test} installs) started from a temporary data directory on a free loopback port, and
 * removed when closed. Missing, the tests that need it are skipped, or fail under {@code CI=true}.
 */
public final class TestPostgres implements AutoCloseable {

  private static final Path INSTALLED = Path.of("/usr/lib/postgresql");
  private static final AtomicInteger DATABASES = new AtomicInteger();

  private final Path bin;
  private final Path data;
  private final int port;

  private TestPostgres(Path bin, Path data, int port) {
    this.bin = bin;
    this.data = data;
    this.port = port;
  }

  /** Starts a server, or skips the calling test (fails it under CI=true) when none is installed. */
  public static TestPostgres start() throws IOException, InterruptedException {
    Path bin = binaries();
    if (bin == null) {
      if ("true".equals(System.getenv("CI"))) {
        fail("PostgreSQL is not installed (scripts/test installs Debian's postgresql as root)");
      }
      assumeTrue(false, "PostgreSQL is not installed: the team-mode tests are skipped");
    }
    // Under /tmp, not the build directory: the server's own user must reach it.
    Path data = Files.createTempDirectory(Path.of("/tmp"), "perfkit-pg-");
    TestPostgres server = new TestPostgres(bin, data, freePort());
    server.initAndStart();
    return server;
  }

  /** A new, empty database on the server, as a JDBC URL with its user. */
  public String newDatabase() throws SQLException {
    String name = "history_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
    try (Connection admin = DriverManager.getConnection(url("postgres"));
        Statement statement = admin.createStatement()) {
      statement.execute("CREATE DATABASE " + name);
    }
    return url(name);
  }

  private String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=perfkit";
  }

  private void initAndStart() throws IOException, InterruptedException {
    run(
        bin.resolve("initdb").toString(),
        "-D",
        data.toString(),
        "-U",
        "perfkit",
        "--auth=trust",
        "-E",
        "UTF8",
        "--no-sync");
    run(
        bin.resolve("pg_ctl").toString(),
        "-D",
        data.toString(),
        "-l",
        data.resolve("server.log").toString(),
        "-w",
        "-t",
        "60",
        "-o",
        "-p " + port + " -c listen_addresses=127.0.0.1 -k " + data + " -c fsync=off",
        "start");
  }

  @Override
  public void close() throws IOException {
    try {
      run(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      try (Stream<Path> files = Files.walk(data)) {
        files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
      }
    }
  }

  /** Runs a PostgreSQL tool, as the postgres user when we are root (the server refuses root). */
  private void run(String... command) throws IOException, InterruptedException {
    List<String> full = new ArrayList<>();
    if (isRoot()) {
      new ProcessBuilder("chown", "-R", "postgres", data.toString()).inheritIO().start().waitFor();
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(List.of(command));
    Path log = Files.createTempFile("perfkit-pg-tool", ".log");
    Process process =
        new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
      process.destroyForcibly();
      throw new IOException(String.join(" ", command) + " failed: " + Files.readString(log));
    }
    Files.delete(log);
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static Path binaries() throws IOException {
    if (!Files.isDirectory(INSTALLED)) {
      return null;
    }
    try (Stream<Path> versions = Files.list(INSTALLED)) {
      return versions
          .map(version -> version.resolve("bin"))
          .filter(bin -> Files.isExecutable(bin.resolve("pg_ctl")))
          .max(Comparator.naturalOrder())
          .orElse(null);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
