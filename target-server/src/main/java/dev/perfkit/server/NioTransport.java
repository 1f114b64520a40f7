package dev.perfkit.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The nio mode: one selector thread accepts, reads and parses; each complete request goes to a
 * worker, which answers and writes, then hands the connection back through a task queue.
 */
final class NioTransport implements Transport {
  private static final long TICK_MS = 100;
  private static final long LINGER_NANOS = TimeUnit.SECONDS.toNanos(1);

  private final ServerConfig config;
  private final Exchange exchange;
  private final Selector selector;
  private final ServerSocketChannel server;
  private final ExecutorService workers;
  private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
  private final Set<NioConnection> connections = new HashSet<>();
  private final ByteBuffer drain = ByteBuffer.allocate(8192);
  private final Thread loop;
  private volatile boolean stopping;
  private volatile long stopDeadline;
  private boolean stopSeen;

  NioTransport(ServerConfig config, Exchange exchange) throws IOException {
    this.config = config;
    this.exchange = exchange;
    this.selector = Selector.open();
    this.server = ServerSocketChannel.open();
    server.bind(new InetSocketAddress(InetAddress.getByName(config.bind()), config.port()), 1024);
    server.configureBlocking(false);
    server.register(selector, SelectionKey.OP_ACCEPT);
    this.workers = Workers.create(config.threadType(), config.threadPoolSize());
    this.loop = Workers.platformThreads("perfkit-selector-").newThread(this::runLoop);
    loop.start();
  }

  @Override
  public InetSocketAddress localAddress() {
    try {
      return (InetSocketAddress) server.getLocalAddress();
    } catch (IOException e) {
      throw new IllegalStateException("server channel closed", e);
    }
  }

  @Override
  public void stop(long graceMs) throws InterruptedException {
    stopDeadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMs);
    stopping = true;
    selector.wakeup();
    loop.join(graceMs + 2_000);
    workers.shutdown();
    if (!workers.awaitTermination(1, TimeUnit.SECONDS)) {
      workers.shutdownNow();
    }
  }

  private void runLoop() {
    long nextSweep = System.nanoTime();
    try {
      while (!finished()) {
        selector.select(TICK_MS);
        runTasks();
        handleSelected();
        long now = System.nanoTime();
        if (now - nextSweep >= 0) {
          sweep(now);
          nextSweep = now + TimeUnit.MILLISECONDS.toNanos(TICK_MS);
        }
      }
    } catch (IOException e) {
      // The selector itself failed: nothing can be served any more; close everything below.
    } finally {
      new ArrayList<>(connections).forEach(this::close);
      closeQuietly();
    }
  }

  /** Whether the loop may end: stopping, and nothing in flight or the grace period is over. */
  private boolean finished() {
    if (!stopping) {
      return false;
    }
    if (!stopSeen) {
      stopSeen = true;
      closeQuietly(server);
      new ArrayList<>(connections)
          .stream().filter(c -> c.state == NioConnection.State.READING).forEach(this::close);
    }
    return connections.isEmpty() || System.nanoTime() - stopDeadline >= 0;
  }

  private void runTasks() {
    for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
      try {
        task.run();
      } catch (RuntimeException e) {
        // A task touches one connection; whatever went wrong there, the loop carries on.
      }
    }
  }

  private void handleSelected() {
    Iterator<SelectionKey> selected = selector.selectedKeys().iterator();
    while (selected.hasNext()) {
      SelectionKey key = selected.next();
      selected.remove();
      if (!key.isValid()) {
        continue;
      }
      if (key.isAcceptable()) {
        accept();
      } else if (key.attachment() instanceof NioConnection connection) {
        ready(key, connection);
      }
    }
  }

  private void ready(SelectionKey key, NioConnection connection) {
    try {
      if (key.isWritable()) {
        continueWriting(connection);
      } else if (key.isReadable()) {
        read(connection);
      }
    } catch (IOException | RuntimeException e) {
      // One broken connection (or a bug on its path) must not stop the loop serving the others.
      close(connection);
    }
  }

  private void accept() {
    try {
      SocketChannel channel = server.accept();
      if (channel == null) {
        return;
      }
      channel.configureBlocking(false);
      channel.setOption(java.net.StandardSocketOptions.TCP_NODELAY, true);
      SelectionKey key = channel.register(selector, SelectionKey.OP_READ);
      NioConnection connection =
          new NioConnection(channel, key, new ConnectionInput(exchange.buffers()));
      key.attach(connection);
      connections.add(connection);
      connection.deadlineNanos = System.nanoTime() + idleNanos();
    } catch (IOException e) {
      // A connection that failed while being accepted: the others carry on.
    }
  }

  private void read(NioConnection connection) throws IOException {
    if (connection.state == NioConnection.State.DRAINING) {
      drain(connection);
      return;
    }
    boolean wasEmpty = connection.input.isEmpty();
    int read = connection.channel.read(connection.input.writable());
    if (read < 0) {
      close(connection);
      return;
    }
    if (wasEmpty && read > 0) {
      connection.deadlineNanos = System.nanoTime() + requestNanos();
    }
    nextRequest(connection);
  }

  /** Hands the next complete request to a worker, answers a bad one, or keeps reading. */
  private void nextRequest(NioConnection connection) {
    HttpRequest request;
    try {
      request = exchange.nextRequest(connection.input);
    } catch (HttpStatusException e) {
      Exchange.Reply reply = exchange.reject(e);
      writeFromLoop(connection, reply);
      return;
    }
    if (request == null) {
      connection.state = NioConnection.State.READING;
      connection.key.interestOps(SelectionKey.OP_READ);
      inviteBody(connection);
      return;
    }
    connection.state = NioConnection.State.HANDLING;
    connection.key.interestOps(0);
    dispatch(connection, request);
  }

  /** Sends 100 Continue when asked; 25 bytes into an idle socket, else the client is stuck. */
  private void inviteBody(NioConnection connection) {
    if (!connection.input.needsContinue()) {
      return;
    }
    ByteBuffer interim = ByteBuffer.wrap(ExpectContinue.INTERIM);
    try {
      connection.channel.write(interim);
    } catch (IOException e) {
      close(connection);
      return;
    }
    if (interim.hasRemaining()) {
      close(connection);
    }
  }

  private void dispatch(NioConnection connection, HttpRequest request) {
    try {
      workers.execute(() -> handle(connection, request));
    } catch (RejectedExecutionException e) {
      close(connection);
    }
  }

  /** Runs on a worker: answers, writes what the socket takes at once, hands back to the loop. */
  private void handle(NioConnection connection, HttpRequest request) {
    Exchange.Reply reply = exchange.respond(request, () -> stopping);
    try {
      connection.channel.write(reply.bytes());
    } catch (IOException e) {
      // The client went away; the loop closes the connection when it sees the failed reply.
    }
    tasks.add(() -> afterWorkerWrite(connection, reply));
    selector.wakeup();
  }

  private void afterWorkerWrite(NioConnection connection, Exchange.Reply reply) {
    if (!connection.channel.isOpen() || !connection.channel.isConnected()) {
      exchange.abandoned(reply.bytes());
      close(connection);
      return;
    }
    writeFromLoop(connection, reply);
  }

  /** Writes a reply (or its rest) on the loop; unfinished, the selector waits to write more. */
  private void writeFromLoop(NioConnection connection, Exchange.Reply reply) {
    connection.pendingWrite = reply.bytes();
    connection.closeAfterWrite = reply.closesConnection();
    connection.state = NioConnection.State.WRITING;
    connection.deadlineNanos = System.nanoTime() + idleNanos();
    try {
      continueWriting(connection);
    } catch (IOException e) {
      close(connection);
    }
  }

  private void continueWriting(NioConnection connection) throws IOException {
    ByteBuffer pending = connection.pendingWrite;
    if (pending.hasRemaining()) {
      connection.channel.write(pending);
    }
    if (pending.hasRemaining()) {
      connection.key.interestOps(SelectionKey.OP_WRITE);
      return;
    }
    connection.pendingWrite = null;
    exchange.written(pending);
    if (connection.closeAfterWrite || stopping) {
      startDraining(connection);
    } else {
      connection.deadlineNanos = System.nanoTime() + idleNanos();
      nextRequest(connection);
    }
  }

  /** Half-closes after the last response and waits briefly for the client to close its side. */
  private void startDraining(NioConnection connection) throws IOException {
    connection.channel.shutdownOutput();
    connection.state = NioConnection.State.DRAINING;
    connection.deadlineNanos = System.nanoTime() + LINGER_NANOS;
    connection.key.interestOps(SelectionKey.OP_READ);
  }

  private void drain(NioConnection connection) throws IOException {
    drain.clear();
    if (connection.channel.read(drain) < 0) {
      close(connection);
    }
  }

  /** Closes idle connections, answers 408 to requests that stalled, drops stalled writers. */
  private void sweep(long now) {
    for (NioConnection connection : new ArrayList<>(connections)) {
      if (connection.state == NioConnection.State.HANDLING || now - connection.deadlineNanos < 0) {
        continue;
      }
      if (connection.state == NioConnection.State.READING && !connection.input.isEmpty()) {
        writeFromLoop(
            connection, exchange.reject(HttpLimits.requestTimeout(config.requestTimeoutMs())));
      } else {
        close(connection);
      }
    }
  }

  private void close(NioConnection connection) {
    if (connection.pendingWrite != null) {
      exchange.abandoned(connection.pendingWrite);
      connection.pendingWrite = null;
    }
    connections.remove(connection);
    connection.close();
  }

  private long idleNanos() {
    return TimeUnit.MILLISECONDS.toNanos(config.idleTimeoutMs());
  }

  private long requestNanos() {
    return TimeUnit.MILLISECONDS.toNanos(config.requestTimeoutMs());
  }

  private void closeQuietly() {
    closeQuietly(server);
    try {
      selector.close();
    } catch (IOException e) {
      // Stopping anyway.
    }
  }

  private static void closeQuietly(ServerSocketChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      // Stopping anyway.
    }
  }
}
