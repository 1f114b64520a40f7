package dev.perfkit.load;

import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives one connection: takes the schedule's next ticket, waits until it is due (open model),
 * sends the request and records the outcome, until the schedule says the load is over.
 */
final class LoadWorker implements Runnable {
  private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final long REFUSED_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

  private final Schedule schedule;
  private final RequestMix mix;
  private final HttpConnection connection;
  private final LoadStats stats;

  LoadWorker(Schedule schedule, RequestMix mix, HttpConnection connection, LoadStats stats) {
    this.schedule = schedule;
    this.mix = mix;
    this.connection = connection;
    this.stats = stats;
  }

  @Override
  public void run() {
    try {
      Schedule.Ticket ticket;
      while ((ticket = schedule.next()) != null && waitUntilDue(ticket)) {
        String failure = send(mix.forTicket(ticket.index()));
        if (schedule.stopped()) {
          break; // cut short by stop(): its outcome says nothing about the target
        }
        stats.record(
            ticket.measured(), failure == null, System.nanoTime() - ticket.intendedNanos());
        if (failure != null) {
          stats.recordFailure(failure);
        }
      }
    } finally {
      connection.close();
    }
  }

  /** Sends the request; returns null when it succeeded, else what made it fail, in a few words. */
  private String send(EncodedRequest request) {
    try {
      int status = connection.exchange(request);
      return status < 500 ? null : "HTTP " + status;
    } catch (ConnectException e) {
      // Nothing listens: pause so that a dead target does not turn the load into a busy loop
      // that steals the CPU from what is being measured.
      LockSupport.parkNanos(REFUSED_PAUSE_NANOS);
      return describe(e);
    } catch (IOException e) {
      return describe(e);
    }
  }

  /** The exception's message as the middle of a sentence: the JDK's start with a capital. */
  private static String describe(IOException e) {
    String message = e.getMessage();
    if (message == null || message.isBlank()) {
      return e.getClass().getSimpleName();
    }
    return Character.toLowerCase(message.charAt(0)) + message.substring(1);
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
