package dev.perfkit.server;

import java.nio.ByteBuffer;

/**
 * Turns a response into the bytes on the wire. Both variants write the same bytes: status line,
 * Content-Type, Content-Length, then Allow and Connection when they apply.
 */
interface ResponseEncoder {

  /** The encoded response, ready to be written (read mode). */
  ByteBuffer encode(HttpResponse response);

  /** Gives back a buffer from {@link #encode} once it has been written. */
  void release(ByteBuffer buffer);
}
