package dev.perfkit.load;

/** Puts the JDK's messages, which start as sentences, into the middle of perfkit's own. */
final class MessageText {

  private MessageText() {}

  /** {@code "Connection refused"} as {@code "connection refused"}. */
  static String continuing(String message) {
    return message.isEmpty()
        ? message
        : Character.toLowerCase(message.charAt(0)) + message.substring(1);
  }
}
