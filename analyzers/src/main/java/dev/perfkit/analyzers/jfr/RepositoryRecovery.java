package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
   * Writes the readable chunks under {@code repository} that started at {@code notBefore} or later
   * to {@code recording}, oldest first by the start time in each chunk's header (the files' names
   * are local times, which a clock set back would misorder). A JVM starts a new chunk when a
   * recording starts, so the start of one recording leaves out the chunks of the recordings before
   * it.
   *
   * @return the number of chunks written; 0 when there were none, and then no file is written
   */
  public static int assemble(Path repository, Path recording, Instant notBefore)
      throws IOException {
    long notBeforeNanos = ChronoUnit.NANOS.between(Instant.EPOCH, notBefore);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(repository)) {
      files = walk.filter(RepositoryRecovery::isChunkFile).toList();
    }
    List<FileChunk> chunks = new ArrayList<>();
    for (Path file : files) {
      for (ChunkHeader chunk : readableChunks(file)) {
        if (chunk.startNanos() >= notBeforeNanos) {
          chunks.add(new FileChunk(file, chunk));
        }
      }
    }
    if (chunks.isEmpty()) {
      return 0;
    }
    chunks.sort(Comparator.comparingLong(FileChunk::startNanos).thenComparing(FileChunk::file));
    try (FileChannel out =
        FileChannel.open(
            recording,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      long at = 0;
      for (FileChunk chunk : chunks) {
        try (FileChannel in = FileChannel.open(chunk.file(), StandardOpenOption.READ)) {
          at += ChunkCopy.copy(in, chunk.header(), out, at);
        }
      }
    }
    return chunks.size();
  }

  /**
   * Whether {@code recording} holds only finished chunks and nothing after them: false when it is
   * missing, empty, or was cut short, as by a JVM killed while it wrote the file at its exit.
   */
  public static boolean isWhole(Path recording) throws IOException {
    if (!Files.isRegularFile(recording)) {
      return false;
    }
    try {
      return !ChunkLayout.scan(recording).truncated(); // an unfinished last chunk truncates it
    } catch (UnreadableEvidenceException e) {
      return false;
    }
  }

  /** A chunk and the repository file that holds it. */
  private record FileChunk(Path file, ChunkHeader header) {
    long startNanos() {
      return header.startNanos();
    }
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
