package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Joins the chunks a JVM left in its JFR repository into one recording. A JVM writes its recording
 * file only when it exits normally; one that dies (kill -9, a crash, {@code Runtime.halt}) leaves
 * only the repository: closed chunks, and the one it was writing, which the recording gets up to
 * its last flush (once a second), closed so that every JFR tool reads it.
 */
public final class RepositoryRecovery {

  private RepositoryRecovery() {}

  /**
   * Writes the readable chunks under {@code repository} that started at {@code notBefore} or later,
   * oldest first (the JDK names chunk files by their start time, to the second, with {@code _01},
   * {@code _02} for more in the same second), to {@code recording}. A JVM starts a new chunk when a
   * recording starts, so the start of one recording leaves out the chunks of the recordings before
   * it.
   *
   * @return the number of chunks written; 0 when there were none, and then no file is written
   */
  public static int assemble(Path repository, Path recording, Instant notBefore)
      throws IOException {
    long notBeforeNanos =
        Math.multiplyExact(notBefore.getEpochSecond(), 1_000_000_000L) + notBefore.getNano();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(repository)) {
      files = walk.filter(RepositoryRecovery::isChunkFile).sorted().toList();
    }
    Map<Path, List<ChunkHeader>> chunks = new LinkedHashMap<>();
    for (Path file : files) {
      List<ChunkHeader> readable =
          readableChunks(file).stream()
              .filter(chunk -> chunk.startNanos() >= notBeforeNanos)
              .toList();
      if (!readable.isEmpty()) {
        chunks.put(file, readable);
      }
    }
    if (chunks.isEmpty()) {
      return 0;
    }
    try (FileChannel out =
        FileChannel.open(
            recording,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      long at = 0;
      for (Map.Entry<Path, List<ChunkHeader>> file : chunks.entrySet()) {
        try (FileChannel in = FileChannel.open(file.getKey(), StandardOpenOption.READ)) {
          for (ChunkHeader chunk : file.getValue()) {
            at += ChunkCopy.copy(in, chunk, out, at);
          }
        }
      }
    }
    return chunks.values().stream().mapToInt(List::size).sum();
  }

  private static boolean isChunkFile(Path path) {
    return path.getFileName().toString().endsWith(".jfr") && Files.isRegularFile(path);
  }

  /** The chunks of one file; none when it is empty or not yet a chunk (created, never flushed). */
  private static List<ChunkHeader> readableChunks(Path file) throws IOException {
    try {
      return ChunkLayout.scan(file).chunks();
    } catch (UnreadableEvidenceException e) {
      return List.of();
    }
  }
}
