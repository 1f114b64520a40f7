package dev.perfkit.server;

/**
 * A configuration value the server cannot use; the message is one line naming the key. A problem
 * with the properties file (missing, unreadable, or holding a bad key or value) says so, because a
 * bad input file and a bad flag have different exit codes.
 */
public final class ServerConfigException extends Exception {
  private static final long serialVersionUID = 1L;

  private final boolean inConfigFile;

  public ServerConfigException(String message) {
    this(message, false);
  }

  ServerConfigException(String message, boolean inConfigFile) {
    super(message);
    this.inConfigFile = inConfigFile;
  }

  /** Whether the problem is in the properties file rather than in a flag. */
  public boolean inConfigFile() {
    return inConfigFile;
  }
}
