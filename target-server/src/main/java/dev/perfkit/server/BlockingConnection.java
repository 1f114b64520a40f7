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
 *
 * <p>Reads block without a socket timeout: a timed read costs a timer per read for a virtual thread
 * and a poll call for a platform thread. Instead the connection publishes a deadline and {@link
 * DeadlineReaper} shuts its input when the deadline passes, which ends the blocked read.
 */
final class BlockingConnection implements Runnable {
  private static final int WAITING = 0;
  private static final int HANDLING = 1;
  private static final int CLOSED = 2;
  private static final int LINGER_MS = 1_000;
  private static final long NO_DEADLINE = Long.MAX_VALUE;

  private final Socket socket;
  private final BlockingTransport transport;
  private final Exchange exchange;
  private final AtomicInteger state = new AtomicInteger(WAITING);
  private volatile long deadlineNanos = NO_DEADLINE;
  private volatile boolean expired;
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
    } catch (IOException | RuntimeException e) {
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

  /**
   * Called by the reaper: past its deadline, a reading connection gets end-of-input (and answers
   * 408 if a request had started), a writing one is closed.
   */
  void expireIfLate(long now) {
    if (now - deadlineNanos < 0 || deadlineNanos == NO_DEADLINE) {
      return;
    }
    expired = true;
    deadlineNanos = NO_DEADLINE;
    try {
      if (state.get() == WAITING) {
        socket.shutdownInput();
      } else {
        socket.close();
      }
    } catch (IOException e) {
      closeSocket();
    }
  }

  private boolean serveOne(InputStream in, OutputStream out) throws IOException {
    HttpRequest request;
    try {
      request = readRequest(in, out);
    } catch (HttpStatusException e) {
      send(out, exchange.reject(e));
      linger(in);
      return false;
    }
    if (request == null || !state.compareAndSet(WAITING, HANDLING)) {
      return false;
    }
    deadlineNanos = NO_DEADLINE;
    Exchange.Reply reply = exchange.respond(request, transport::stopping);
    deadlineNanos = fromNow(transport.config().idleTimeoutMs());
    send(out, reply);
    if (reply.closesConnection()) {
      linger(in);
      return false;
    }
    return state.compareAndSet(HANDLING, WAITING) && !transport.stopping();
  }

  /** The next request, or {@code null} when the client closed or stayed idle too long. */
  private HttpRequest readRequest(InputStream in, OutputStream out)
      throws IOException, HttpStatusException {
    HttpRequest request = exchange.nextRequest(input);
    boolean started = false;
    deadlineNanos = fromNow(transport.config().idleTimeoutMs());
    while (request == null) {
      if (!started && !input.isEmpty()) {
        started = true;
        deadlineNanos = fromNow(transport.config().requestTimeoutMs());
      }
      if (input.needsContinue()) {
        out.write(ExpectContinue.INTERIM);
      }
      if (!receive(in)) {
        return null;
      }
      request = exchange.nextRequest(input);
    }
    return request;
  }

  /** Reads once; false at end of stream, or when the reaper ended an idle wait. */
  private boolean receive(InputStream in) throws IOException, HttpStatusException {
    ByteBuffer buffer = input.writable();
    int read = in.read(buffer.array(), buffer.position(), buffer.remaining());
    if (read < 0) {
      if (expired && !input.isEmpty()) {
        throw HttpLimits.requestTimeout(transport.config().requestTimeoutMs());
      }
      return false;
    }
    buffer.position(buffer.position() + read);
    return true;
  }

  private static long fromNow(int ms) {
    return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
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
    deadlineNanos = NO_DEADLINE;
    socket.shutdownOutput();
    if (expired) {
      return; // input already shut by the reaper
    }
    socket.setSoTimeout(LINGER_MS);
    byte[] sink = new byte[4096];
    long deadline = fromNow(LINGER_MS);
    try {
      while (in.read(sink) >= 0 && System.nanoTime() - deadline < 0) {
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
