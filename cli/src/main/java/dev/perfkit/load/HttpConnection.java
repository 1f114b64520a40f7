package dev.perfkit.load;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads its response at a time. Reads
 * block without a socket timeout (a timed read costs an extra poll per response); instead a {@link
 * TimeoutWatchdog} closes the socket of a request past its deadline, and the request then fails as
 * a timeout.
 */
final class HttpConnection {
  private static final long IDLE = Long.MAX_VALUE;
  private static final long EXPIRED = Long.MIN_VALUE;

  private final InetSocketAddress address;
  private final long timeoutNanos;
  private final AtomicLong deadlineNanos = new AtomicLong(IDLE);
  private volatile Socket socket;
  private volatile boolean aborted;
  private OutputStream out;
  private ResponseReader reader;

  HttpConnection(InetSocketAddress address, long timeoutNanos) {
    this.address = address;
    this.timeoutNanos = timeoutNanos;
  }

  /** Sends the request and reads its response; returns the status code. */
  int exchange(EncodedRequest request) throws IOException {
    deadlineNanos.set(System.nanoTime() + timeoutNanos);
    IOException failure = null;
    int status = 0;
    try {
      status = exchangeOnce(request);
    } catch (IOException e) {
      failure = e;
    }
    if (deadlineNanos.getAndSet(IDLE) == EXPIRED) {
      close();
      throw new RequestTimeoutException();
    }
    if (failure != null) {
      close();
      throw failure;
    }
    return status;
  }

  /** Called by the watchdog: closes the socket when the request in flight is past its deadline. */
  void expireIfOverdue(long nowNanos) {
    long deadline = deadlineNanos.get();
    Socket current = socket;
    if (deadline != IDLE && deadline != EXPIRED && nowNanos - deadline > 0) {
      if (deadlineNanos.compareAndSet(deadline, EXPIRED)) {
        closeQuietly(current);
      }
    }
  }

  /** Closes the socket from any thread, to unblock a request in flight when the load stops. */
  void abort() {
    aborted = true;
    closeQuietly(socket);
  }

  void close() {
    closeQuietly(socket);
    socket = null;
  }

  private int exchangeOnce(EncodedRequest request) throws IOException {
    boolean reused = socket != null;
    if (!reused) {
      open();
    }
    try {
      return send(request);
    } catch (IOException e) {
      if (!reused || aborted || reader.responseStarted() || deadlineNanos.get() == EXPIRED) {
        throw e;
      }
      // Nothing came back on a reused connection: the target closed it while it was idle (with
      // a FIN or a reset), and never saw the request. Retry once on a new connection.
      close();
      open();
      return send(request);
    }
  }

  private int send(EncodedRequest request) throws IOException {
    reader.startResponse();
    out.write(request.bytes());
    int status = reader.read(request.head());
    if (!reader.keepAlive()) {
      close();
    }
    return status;
  }

  private void open() throws IOException {
    Socket opened = new Socket();
    socket = opened;
    if (deadlineNanos.get() == EXPIRED) {
      throw new RequestTimeoutException(); // expired while the watchdog saw the previous socket
    }
    opened.setTcpNoDelay(true);
    opened.connect(address);
    out = opened.getOutputStream();
    reader = new ResponseReader(opened.getInputStream());
  }

  private static void closeQuietly(Socket socket) {
    if (socket != null) {
      try {
        socket.close();
      } catch (IOException e) {
        // Closing is best effort: the socket is abandoned either way.
      }
    }
  }
}
