package dev.perfkit.server;

/** A configuration value the server cannot use; the message is one line naming the key. */
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

  /**
   * Whether the problem lies in the {@code --config} file (missing, unreadable, a bad key or value
   * in it) rather than in a flag: perfkit reports a bad input file apart from a wrong flag.
   */
  public boolean inConfigFile() {
    return inConfigFile;
  }
}
