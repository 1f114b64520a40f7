package dev.perfkit.server;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;

/**
 * The request path both I/O modes share: reads a request from a connection's input, answers it,
 * encodes the answer, and counts the responses written (the number the shutdown line reports).
 */
final class Exchange {
  private final VariantParts parts;
  private final LongAdder responsesWritten = new LongAdder();
  private final LongAdder answering = new LongAdder();

  Exchange(VariantParts parts) {
    this.parts = parts;
  }

  RequestBuffers buffers() {
    return parts.buffers();
  }

  /** The next complete request in the input, or {@code null} while it is partial. */
  HttpRequest nextRequest(ConnectionInput input) throws HttpStatusException {
    try {
      return input.next(parts.reader());
    } catch (RuntimeException e) {
      // A reader bug must cost one connection, never the selector thread or the server.
      throw new HttpStatusException(500, "request could not be read");
    }
  }

  /**
   * The encoded answer to {@code request}; it closes the connection when asked or stopping. HEAD is
   * answered as GET without the body, as HTTP requires of every general-purpose server.
   */
  Reply respond(HttpRequest request, BooleanSupplier stopping) {
    boolean head = request.method().equals("HEAD");
    answering.increment();
    HttpResponse response;
    try {
      response = route(head ? request.withMethod("GET") : request);
    } finally {
      answering.decrement();
    }
    // Asked after the work: a stop that began meanwhile must still close the connection.
    HttpResponse.ConnectionHeader header =
        connectionHeader(request, response, stopping.getAsBoolean());
    ByteBuffer bytes = parts.encoder().encode(response.withConnection(header));
    if (head) {
      // The headers keep the GET's Content-Length; only the body bytes go.
      bytes.limit(bytes.limit() - response.body().length);
    }
    return new Reply(bytes, closes(header));
  }

  private HttpResponse route(HttpRequest request) {
    try {
      return parts.router().route(request);
    } catch (HttpStatusException e) {
      return HttpResponse.error(e.status(), e.getMessage());
    } catch (RuntimeException e) {
      return HttpResponse.error(500, "unexpected error")
          .withConnection(HttpResponse.ConnectionHeader.CLOSE);
    }
  }

  /** The encoded error for a request that could not be read; it always closes the connection. */
  Reply reject(HttpStatusException error) {
    HttpResponse response = HttpResponse.error(error.status(), error.getMessage());
    return new Reply(
        parts.encoder().encode(response.withConnection(HttpResponse.ConnectionHeader.CLOSE)), true);
  }

  /** An encoded response and whether the connection closes after it. */
  record Reply(ByteBuffer bytes, boolean closesConnection) {}

  private static boolean closes(HttpResponse.ConnectionHeader header) {
    return header == HttpResponse.ConnectionHeader.CLOSE;
  }

  /** Counts a response the client has been sent in full, and recycles its buffer. */
  void written(ByteBuffer response) {
    responsesWritten.increment();
    parts.encoder().release(response);
  }

  /** Recycles the buffer of a response that could not be written. */
  void abandoned(ByteBuffer response) {
    parts.encoder().release(response);
  }

  /** Requests whose answer is being computed right now. */
  long requestsInFlight() {
    return answering.sum();
  }

  long responsesWritten() {
    return responsesWritten.sum();
  }

  private static HttpResponse.ConnectionHeader connectionHeader(
      HttpRequest request, HttpResponse response, boolean stopping) {
    if (response.closesConnection() || !request.keepAlive() || stopping) {
      return HttpResponse.ConnectionHeader.CLOSE;
    }
    return request.http10()
        ? HttpResponse.ConnectionHeader.KEEP_ALIVE
        : HttpResponse.ConnectionHeader.NONE;
  }
}
