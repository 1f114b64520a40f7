package dev.perfkit.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The hybrid mode: an acceptor thread hands each connection to a worker that serves it with
 * blocking reads and writes until it closes.
 */
final class BlockingTransport implements Transport {
  private final ServerConfig config;
  private final Exchange exchange;
  private final ServerSocket serverSocket;
  private final ExecutorService workers;
  private final Set<BlockingConnection> connections = ConcurrentHashMap.newKeySet();
  private final Thread acceptor;
  private final DeadlineReaper reaper = new DeadlineReaper(connections);
  private volatile boolean stopping;

  BlockingTransport(ServerConfig config, Exchange exchange) throws IOException {
    this.config = config;
    this.exchange = exchange;
    this.serverSocket = new ServerSocket();
    serverSocket.setReuseAddress(true);
    serverSocket.bind(
        new InetSocketAddress(InetAddress.getByName(config.bind()), config.port()), 1024);
    this.workers = Workers.create(config.threadType(), config.threadPoolSize());
    this.acceptor = Workers.platformThreads("perfkit-acceptor-").newThread(this::acceptLoop);
    acceptor.start();
    Workers.platformThreads("perfkit-reaper-").newThread(reaper).start();
  }

  @Override
  public InetSocketAddress localAddress() {
    return (InetSocketAddress) serverSocket.getLocalSocketAddress();
  }

  boolean stopping() {
    return stopping;
  }

  ServerConfig config() {
    return config;
  }

  Exchange exchange() {
    return exchange;
  }

  void closed(BlockingConnection connection) {
    connections.remove(connection);
  }

  @Override
  public void stop(long graceMs) throws InterruptedException {
    stopping = true;
    closeQuietly(serverSocket);
    acceptor.join(graceMs);
    connections.forEach(BlockingConnection::closeIfIdle);
    workers.shutdown();
    if (!workers.awaitTermination(graceMs, TimeUnit.MILLISECONDS)) {
      workers.shutdownNow();
      connections.forEach(BlockingConnection::close);
      workers.awaitTermination(1, TimeUnit.SECONDS);
    }
    reaper.stop();
  }

  private void acceptLoop() {
    while (!stopping) {
      try {
        serve(serverSocket.accept());
      } catch (IOException e) {
        if (!stopping) {
          pauseAfterAcceptFailure();
        }
      }
    }
  }

  private void serve(Socket socket) {
    BlockingConnection connection = new BlockingConnection(socket, this);
    connections.add(connection);
    if (stopping) {
      connection.closeIfIdle();
    }
    try {
      workers.execute(connection);
    } catch (RejectedExecutionException e) {
      connection.close();
    }
  }

  /** Out of file descriptors, say: back off instead of spinning, the server keeps running. */
  private static void pauseAfterAcceptFailure() {
    try {
      Thread.sleep(50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void closeQuietly(ServerSocket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // Closing to stop: nothing more to do.
    }
  }
}
