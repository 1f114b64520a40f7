package dev.perfkit.server;

/** A configuration value the server cannot use; the message is one line naming the key. */
public final class ServerConfigException extends Exception {
  private static final long serialVersionUID = 1L;

  public ServerConfigException(String message) {
    super(message);
  }
}
