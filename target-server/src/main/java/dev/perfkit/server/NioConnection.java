package dev.perfkit.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;

/**
 * One nio-mode connection. Its fields belong to the selector thread, except while {@link
 * State#HANDLING}: then one worker owns the connection until it hands it back through the
 * selector's task queue.
 */
final class NioConnection {

  /** Where the connection is in its cycle; the selector thread decides what each state allows. */
  enum State {
    /** Waiting for (the rest of) a request; the selector reads. */
    READING,
    /** A worker is answering a request; the selector leaves the connection alone. */
    HANDLING,
    /** The selector is writing the rest of a response the worker could not write at once. */
    WRITING,
    /** The last response is out and output is shut; reading until the client closes. */
    DRAINING
  }

  final SocketChannel channel;
  final SelectionKey key;
  final ConnectionInput input;
  State state = State.READING;
  long deadlineNanos;
  ByteBuffer pendingWrite;
  boolean closeAfterWrite;

  NioConnection(SocketChannel channel, SelectionKey key, ConnectionInput input) {
    this.channel = channel;
    this.key = key;
    this.input = input;
  }

  void close() {
    key.cancel();
    try {
      channel.close();
    } catch (IOException e) {
      // Already broken: closed is closed.
    }
    input.release();
  }
}
