package dev.perfkit.load;

import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives one connection to each target: takes the schedule's next ticket, waits until it is due
 * (open model), sends the request and records the outcome, until the schedule says the load is
 * over. With several targets (a duet) the tickets go to them in turns ({@link TargetTurns}), and
 * each target gets the request mix's sequence in the same order, so that both see the same arrival
 * schedule.
 */
final class LoadWorker implements Runnable {
  private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final long REFUSED_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

  /** What {@link #send} returns for a request that got no response (refused, timed out...). */
  private static final int NO_RESPONSE = LoadStats.NO_RESPONSE;

  private final Schedule schedule;
  private final RequestMix[] mixes;
  private final HttpConnection[] connections;
  private final LoadStats stats;

  /** Why the last request got no response, when {@link #send} says so. */
  private IOException lastError;

  /** A worker with one connection and one mix per target, in the same order. */
  LoadWorker(Schedule schedule, RequestMix[] mixes, HttpConnection[] connections, LoadStats stats) {
    this.schedule = schedule;
    this.mixes = mixes.clone();
    this.connections = connections.clone();
    this.stats = stats;
  }

  @Override
  public void run() {
    try {
      Schedule.Ticket ticket;
      while ((ticket = schedule.next()) != null && waitUntilDue(ticket)) {
        int target = TargetTurns.target(ticket.index(), connections.length);
        EncodedRequest request =
            mixes[target].forTicket(TargetTurns.sequence(ticket.index(), connections.length));
        int status = send(connections[target], request);
        if (schedule.stopped()) {
          break; // cut short by stop(): its outcome says nothing about the target
        }
        boolean ok = status != NO_RESPONSE && request.expected().accepts(status);
        long latency = System.nanoTime() - ticket.intendedNanos();
        stats.record(target, ticket.measured(), ok, status, latency);
        // Only the first failure is kept: a failing target costs no text per request.
        if (!ok && stats.firstFailure() == null) {
          stats.recordFailure(status == NO_RESPONSE ? describe(lastError) : "HTTP " + status);
        }
      }
    } finally {
      for (HttpConnection connection : connections) {
        connection.close();
      }
    }
  }

  /** Sends the request: its response's status, or NO_RESPONSE with the reason in lastError. */
  private int send(HttpConnection connection, EncodedRequest request) {
    try {
      return connection.exchange(request);
    } catch (ConnectException e) {
      // Nothing listens: pause so that a dead target does not turn the load into a busy loop
      // that steals the CPU from what is being measured.
      LockSupport.parkNanos(REFUSED_PAUSE_NANOS);
      lastError = e;
    } catch (IOException e) {
      lastError = e;
    }
    return NO_RESPONSE;
  }

  /** The exception's message as the middle of a sentence. */
  private static String describe(IOException e) {
    String message = e.getMessage();
    if (message == null || message.isBlank()) {
      return e.getClass().getSimpleName();
    }
    return MessageText.continuing(message);
  }

  private boolean waitUntilDue(Schedule.Ticket ticket) {
    long wait;
    while ((wait = ticket.intendedNanos() - System.nanoTime()) > 0) {
      if (schedule.stopped()) {
        return false;
      }
      LockSupport.parkNanos(Math.min(wait, MAX_PARK_NANOS));
    }
    return true;
  }
}
