package dev.perfkit.server;

/**
 * One parsed HTTP/1.x request: what the router needs, plus how many bytes of the connection's input
 * it took so that a pipelined request behind it can be read next.
 *
 * @param method the request method, as sent (methods are case-sensitive)
 * @param path the request target up to the first {@code ?}
 * @param query what follows the {@code ?}, or {@code null} when there is none
 * @param http10 whether the request said HTTP/1.0 (the response then says keep-alive explicitly)
 * @param keepAlive whether the connection stays open after the response
 * @param body the decoded body (de-chunked), empty when there is none
 * @param consumed bytes of input this request occupied, head and body
 */
record HttpRequest(
    String method,
    String path,
    String query,
    boolean http10,
    boolean keepAlive,
    byte[] body,
    int consumed) {

  static final byte[] NO_BODY = new byte[0];

  /** The same request under another method: a HEAD is routed as its GET. */
  HttpRequest withMethod(String newMethod) {
    return new HttpRequest(newMethod, path, query, http10, keepAlive, body, consumed);
  }
}
