package dev.perfkit.analyzers.evidence;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * The file a reader reads for a file the user named: the file itself, or, when it is
 * gzip-compressed (known by its magic bytes, whatever its name), a decompressed copy in a temporary
 * directory that {@link #close} removes. Readers open files by path and some read parts of them at
 * random offsets in parallel, so the copy is made once, streaming, before any reader sees it. The
 * copy keeps the file's name less a {@code .gz}, which some readers judge the content by ({@code
 * wall.collapsed.gz} holds a wall-clock profile). What a reader reports about the copy is given
 * back under the user's file name.
 */
public final class EvidenceFile implements AutoCloseable {

  private static final int GZIP_MAGIC_1 = 0x1f;
  private static final int GZIP_MAGIC_2 = 0x8b;
  private static final int BUFFER = 1 << 16;

  private final Path original;
  private final Path readable;
  private final String cutNote;

  private EvidenceFile(Path original, Path readable, String cutNote) {
    this.original = original;
    this.readable = readable;
    this.cutNote = cutNote;
  }

  /** Opens {@code file} for reading, decompressing it first when it is gzip-compressed. */
  public static EvidenceFile open(Path file) throws IOException {
    byte[] head = FileHead.read(file);
    if (!isGzip(head)) {
      return new EvidenceFile(file, file, "");
    }
    Path dir = Files.createTempDirectory("perfkit-gunzip-");
    Path copy = dir.resolve(uncompressedName(file));
    // Removed by close(); this covers a JVM ended by a signal while reading.
    dir.toFile().deleteOnExit();
    copy.toFile().deleteOnExit();
    try {
      String cut = decompress(file, copy);
      return new EvidenceFile(file, copy, cut);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(copy);
      Files.deleteIfExists(dir);
      throw e;
    }
  }

  /** The file's name without its {@code .gz} or {@code .gzip}, as it was before compression. */
  private static String uncompressedName(Path file) {
    String name = String.valueOf(file.getFileName());
    String stripped = name.replaceFirst("(?i)\\.(gz|gzip)$", "");
    return stripped.isEmpty() ? "evidence" : stripped;
  }

  static boolean isGzip(byte[] head) {
    return head.length >= 2
        && Byte.toUnsignedInt(head[0]) == GZIP_MAGIC_1
        && Byte.toUnsignedInt(head[1]) == GZIP_MAGIC_2;
  }

  /**
   * Decompresses {@code file} into {@code copy}; a stream that ends early or turns corrupt leaves
   * what came before it, and the note says so (empty when the stream was whole).
   */
  private static String decompress(Path file, Path copy) throws IOException {
    long written = 0;
    String cut = "";
    try (InputStream raw = Files.newInputStream(file);
        OutputStream out = Files.newOutputStream(copy)) {
      // The gzip header is read when the stream is made: a file cut inside it fails there.
      try (InputStream in = new GZIPInputStream(raw, BUFFER)) {
        byte[] buffer = new byte[BUFFER];
        for (int n; (n = in.read(buffer)) >= 0; written += n) {
          out.write(buffer, 0, n);
        }
      } catch (EOFException | ZipException e) {
        String problem = e.getMessage() == null ? "the stream ends early" : e.getMessage();
        cut = "gzip-compressed and cut short (" + problem + ")";
      }
    }
    if (written == 0) {
      throw new UnreadableEvidenceException(
          file, cut.isEmpty() ? "gzip-compressed, and empty once decompressed" : cut);
    }
    return cut.isEmpty() ? "" : cut + ": read the " + written + " bytes it decompresses to";
  }

  /** The path a reader should read. */
  public Path path() {
    return readable;
  }

  public boolean compressed() {
    return !readable.equals(original);
  }

  /** {@code report} as the user's file: its name, and the decompression's own cut noted. */
  public ReadReport restore(ReadReport report) {
    if (!compressed()) {
      return report;
    }
    String note =
        cutNote.isEmpty() || report.note().isEmpty()
            ? cutNote + report.note()
            : cutNote + "; " + report.note();
    return new ReadReport(
        original, report.kind(), report.inputs(), report.truncated() || !cutNote.isEmpty(), note);
  }

  /** {@code failure} as the user's file would have given it: the copy's name replaced. */
  public UnreadableEvidenceException restore(UnreadableEvidenceException failure) {
    if (!compressed()) {
      return failure;
    }
    String problem = failure.problem() + (cutNote.isEmpty() ? "" : " (" + cutNote + ")");
    return new UnreadableEvidenceException(
        original, problem.replace(readable.toString(), original.toString()), failure);
  }

  /** {@code failure} with the copy's name replaced by the user's file's. */
  public IOException restore(IOException failure) {
    String message = String.valueOf(failure.getMessage());
    return !compressed() || !message.contains(readable.toString())
        ? failure
        : new IOException(message.replace(readable.toString(), original.toString()), failure);
  }

  /** Removes the decompressed copy, if one was made. */
  @Override
  public void close() throws IOException {
    if (compressed()) {
      Files.deleteIfExists(readable);
      Files.deleteIfExists(readable.getParent());
    }
  }
}
