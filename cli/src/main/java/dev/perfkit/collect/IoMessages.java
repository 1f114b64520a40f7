package dev.perfkit.collect;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * One-line descriptions of I/O failures that name the file: the JDK's own messages for these are
 * often just the path.
 */
public final class IoMessages {

  private IoMessages() {}

  public static String describe(IOException e) {
    if (e instanceof FileSystemException fs && fs.getFile() != null) {
      return fs.getFile() + ": " + problem(fs);
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /**
   * Like {@link #describe(IOException)}, but without the file's name when it is {@code subject},
   * which the caller's message already names.
   */
  public static String describe(IOException e, Path subject) {
    if (e instanceof FileSystemException fs
        && fs.getFile() != null
        && Path.of(fs.getFile()).toAbsolutePath().normalize().equals(subject)) {
      return problem(fs);
    }
    return describe(e);
  }

  private static String problem(FileSystemException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "already exists";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "directory not empty";
    }
    return e.getReason() == null ? e.getClass().getSimpleName() : e.getReason();
  }
}
