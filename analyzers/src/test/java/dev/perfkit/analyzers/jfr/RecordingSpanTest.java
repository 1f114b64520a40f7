package dev.perfkit.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.Jdk17Files;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The time a recording covers is the time its chunks recorded: files that join recordings made
 * apart, or that hold the same time twice, do not count the gap or the overlap.
 */
class RecordingSpanTest {

  /** Where a chunk header holds its start, in epoch nanoseconds. */
  private static final int START_POSITION = 32;

  private static byte[] chunk;
  private static long chunkNanos;

  @TempDir Path dir;

  @BeforeAll
  static void readTheCheckedInChunk() throws Exception {
    Path file = Jdk17Files.path(Jdk17Files.RECORDING);
    chunk = Files.readAllBytes(file);
    chunkNanos = ByteBuffer.wrap(chunk).getLong(40);
    assertEquals(chunkNanos, new JfrRecordingReader().parse(file).spanNanos());
  }

  @Test
  void recordingsMadeMonthsApartCoverOnlyTheTimeTheyRecorded() throws Exception {
    byte[] later = chunk.clone();
    ByteBuffer header = ByteBuffer.wrap(later);
    header.putLong(START_POSITION, header.getLong(START_POSITION) + Duration.ofDays(660).toNanos());
    Path joined = Files.write(dir.resolve("joined.jfr"), concat(chunk, later));

    JfrRecording recording = new JfrRecordingReader().parse(joined);

    assertEquals(2, recording.chunks());
    assertEquals(2 * chunkNanos, recording.spanNanos());
    assertEquals(2 * chunkNanos / 1e9, recording.gc().spanSeconds(), 1e-9);
    assertEquals(2 * chunkNanos, recording.alloc().spanNanos());
  }

  @Test
  void chunksThatOverlapCountTheirTimeOnce() throws Exception {
    Path twice = Files.write(dir.resolve("twice.jfr"), concat(chunk, chunk));

    JfrRecording recording = new JfrRecordingReader().parse(twice);

    assertEquals(2, recording.chunks());
    assertEquals(chunkNanos, recording.spanNanos());
  }

  private static byte[] concat(byte[] first, byte[] second) {
    return ByteBuffer.allocate(first.length + second.length).put(first).put(second).array();
  }
}
