package dev.perfkit.server;

/** Reads one request from the bytes a connection has received so far. */
interface RequestReader {

  /**
   * Parses the request at the start of {@code data[0, length)}.
   *
   * @return the request, or {@code null} when the bytes hold only part of one
   * @throws HttpStatusException when the bytes cannot be the start of a valid request
   */
  HttpRequest read(byte[] data, int length) throws HttpStatusException;
}
