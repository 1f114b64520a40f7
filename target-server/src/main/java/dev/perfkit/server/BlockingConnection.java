package dev.perfkit.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One hybrid-mode connection, served by one thread: read a request, answer it, repeat while the
 * connection is kept alive. Its state tells a stopping server whether a request is in flight.
 */
final class BlockingConnection implements Runnable {
  private static final int WAITING = 0;
  private static final int HANDLING = 1;
  private static final int CLOSED = 2;
  private static final int LINGER_MS = 1_000;

  private final Socket socket;
  private final BlockingTransport transport;
  private final Exchange exchange;
  private final AtomicInteger state = new AtomicInteger(WAITING);
  private ConnectionInput input;

  BlockingConnection(Socket socket, BlockingTransport transport) {
    this.socket = socket;
    this.transport = transport;
    this.exchange = transport.exchange();
  }

  @Override
  public void run() {
    try {
      socket.setTcpNoDelay(true);
      input = new ConnectionInput(exchange.buffers());
      InputStream in = socket.getInputStream();
      OutputStream out = socket.getOutputStream();
      while (serveOne(in, out)) {
        // next request on the same connection
      }
    } catch (IOException e) {
      // The client went away or the server closed an idle connection: nobody to answer.
    } finally {
      close();
      if (input != null) {
        input.release();
      }
    }
  }

  /** Closes the connection unless a request is being handled on it. */
  void closeIfIdle() {
    if (state.compareAndSet(WAITING, CLOSED)) {
      closeSocket();
    }
  }

  void close() {
    state.set(CLOSED);
    closeSocket();
  }

  private boolean serveOne(InputStream in, OutputStream out) throws IOException {
    HttpRequest request;
    try {
      request = readRequest(in);
    } catch (HttpStatusException e) {
      send(out, exchange.reject(e));
      linger(in);
      return false;
    }
    if (request == null || !state.compareAndSet(WAITING, HANDLING)) {
      return false;
    }
    Exchange.Reply reply = exchange.respond(request, transport::stopping);
    send(out, reply);
    if (reply.closesConnection()) {
      linger(in);
      return false;
    }
    return state.compareAndSet(HANDLING, WAITING) && !transport.stopping();
  }

  /** The next request, or {@code null} when the client closed or stayed idle too long. */
  private HttpRequest readRequest(InputStream in) throws IOException, HttpStatusException {
    HttpRequest request = exchange.nextRequest(input);
    long deadline = 0;
    while (request == null) {
      if (input.isEmpty()) {
        socket.setSoTimeout(transport.config().idleTimeoutMs());
      } else {
        deadline = deadline == 0 ? deadlineFromNow() : deadline;
        socket.setSoTimeout(remainingMs(deadline));
      }
      if (!receive(in)) {
        return null;
      }
      request = exchange.nextRequest(input);
    }
    return request;
  }

  /** Reads once; false at end of stream or after an idle timeout with nothing received. */
  private boolean receive(InputStream in) throws IOException, HttpStatusException {
    ByteBuffer buffer = input.writable();
    int read;
    try {
      read = in.read(buffer.array(), buffer.position(), buffer.remaining());
    } catch (SocketTimeoutException e) {
      if (input.isEmpty()) {
        return false;
      }
      throw requestTimeout(transport.config().requestTimeoutMs());
    }
    if (read < 0) {
      return false;
    }
    buffer.position(buffer.position() + read);
    return true;
  }

  private long deadlineFromNow() {
    return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(transport.config().requestTimeoutMs());
  }

  private int remainingMs(long deadline) throws HttpStatusException {
    long remaining = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
    if (remaining <= 0) {
      throw requestTimeout(transport.config().requestTimeoutMs());
    }
    return (int) remaining;
  }

  static HttpStatusException requestTimeout(int timeoutMs) {
    return HttpStatusException.framing(408, "request not complete within " + timeoutMs + " ms");
  }

  private void send(OutputStream out, Exchange.Reply reply) throws IOException {
    ByteBuffer bytes = reply.bytes();
    try {
      out.write(bytes.array(), bytes.position(), bytes.remaining());
    } catch (IOException e) {
      exchange.abandoned(bytes);
      throw e;
    }
    exchange.written(bytes);
  }

  /**
   * Half-closes and reads what the client still sends for a moment, so that closing with unread
   * input does not reset the connection before the client has read our last response.
   */
  private void linger(InputStream in) throws IOException {
    socket.shutdownOutput();
    socket.setSoTimeout(LINGER_MS);
    byte[] sink = new byte[4096];
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LINGER_MS);
    try {
      while (in.read(sink) >= 0 && System.nanoTime() < deadline) {
        // discard
      }
    } catch (SocketTimeoutException e) {
      // The client neither closed nor sent more: close anyway.
    }
  }

  private void closeSocket() {
    try {
      socket.close();
    } catch (IOException e) {
      // Already broken: closed is closed.
    }
    transport.closed(this);
  }
}
