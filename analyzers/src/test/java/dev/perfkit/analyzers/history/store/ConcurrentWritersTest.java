package dev.perfkit.analyzers.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parallel CI jobs recording into one history at once: 4 real writer processes, each opening the
 * history anew for every entry as {@code perfkit history record} does, on a new history (so that
 * they also race to create its schema).
 */
class ConcurrentWritersTest {

  private static final int WRITERS = 4;
  private static final int ENTRIES_EACH = 25;

  @TempDir Path dir;

  @Test
  void fourWriterProcessesOnOneFileLoseNoEntry() throws Exception {
    assertWritersKeepEverything(dir.resolve("history.db").toString());
  }

  @Test
  void fourWriterProcessesOnOnePostgresqlLoseNoEntry() throws Exception {
    try (TestPostgres server = TestPostgres.start()) {
      assertWritersKeepEverything(server.newDatabase());
    }
  }

  private void assertWritersKeepEverything(String db) throws Exception {
    Path gate = Files.createDirectories(dir.resolve("gate"));
    List<Process> writers = new ArrayList<>();
    for (int writer = 0; writer < WRITERS; writer++) {
      writers.add(
          WriterProcesses.startGated(
              db, "w" + writer, ENTRIES_EACH, dir.resolve("w" + writer + ".err"), gate));
    }
    // Their JVMs start over a second or more on two cores: they write only once all are up.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (countReady(gate) < WRITERS) {
      assertTrue(System.nanoTime() < deadline, "writers not ready: " + countReady(gate));
      Thread.sleep(10);
    }
    Files.createFile(gate.resolve("go"));
    for (int writer = 0; writer < WRITERS; writer++) {
      Process process = writers.get(writer);
      assertTrue(process.waitFor(300, TimeUnit.SECONDS), "writer " + writer + " did not finish");
      assertEquals(0, process.exitValue(), Files.readString(dir.resolve("w" + writer + ".err")));
    }
    try (HistoryStore history = HistoryStore.openExisting(StoreAddress.of(db))) {
      assertEquals(WRITERS * ENTRIES_EACH, history.entryCount());
      List<MetricSeries> series = history.series("main");
      assertEquals(Entries.VALUES, series.size());
      for (MetricSeries one : series) {
        assertEquals(WRITERS * ENTRIES_EACH, one.points().size(), one.id() + " lost a value");
      }
      List<String> commits = series.get(0).points().stream().map(SeriesPoint::commit).toList();
      assertEquals(expectedCommits(), new HashSet<>(commits));
      // Proof that they wrote at the same time, not one after another: in recording order the
      // writers take turns more often than the 3 times of 4 writers one after another. Not many
      // more: SQLite's busy handler backs a waiting writer off for up to 100 ms, so the writer that
      // holds the file often takes several entries in a row (8 to 30 turns seen).
      assertTrue(switches(commits) > WRITERS - 1, "writers did not overlap: " + switches(commits));
    }
  }

  private static long countReady(Path gate) throws IOException {
    try (Stream<Path> files = Files.list(gate)) {
      return files.filter(file -> file.toString().endsWith(".ready")).count();
    }
  }

  private static Set<String> expectedCommits() {
    Set<String> commits = new HashSet<>();
    for (int writer = 0; writer < WRITERS; writer++) {
      for (int number = 1; number <= ENTRIES_EACH; number++) {
        commits.add("w" + writer + "-" + number);
      }
    }
    return commits;
  }

  private static long switches(List<String> commits) {
    return IntStream.range(1, commits.size())
        .filter(i -> !writer(commits.get(i)).equals(writer(commits.get(i - 1))))
        .count();
  }

  private static String writer(String commit) {
    return commit.substring(0, commit.indexOf('-'));
  }
}
