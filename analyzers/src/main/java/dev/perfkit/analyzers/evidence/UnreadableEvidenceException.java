package dev.perfkit.analyzers.evidence;

import java.nio.file.Path;

/**
 * A file that cannot be read as evidence: empty, not of the expected kind, or broken beyond the
 * part that could be kept. The message is one line that names the file and the problem.
 */
public class UnreadableEvidenceException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String problem;

  public UnreadableEvidenceException(Path file, String problem) {
    super(file + ": " + problem);
    this.problem = problem;
  }

  public UnreadableEvidenceException(Path file, String problem, Throwable cause) {
    super(file + ": " + problem, cause);
    this.problem = problem;
  }

  /** The problem alone, without the file's name. */
  public String problem() {
    return problem;
  }
}
