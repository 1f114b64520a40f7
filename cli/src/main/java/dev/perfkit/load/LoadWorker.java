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
        boolean ok = send(mix.forTicket(ticket.index()));
        if (schedule.stopped()) {
          break; // cut short by stop(): its outcome says nothing about the target
        }
        stats.record(ticket.measured(), ok, System.nanoTime() - ticket.intendedNanos());
      }
    } finally {
      connection.close();
    }
  }

  private boolean send(EncodedRequest request) {
    try {
      return connection.exchange(request) < 500;
    } catch (ConnectException e) {
      // Nothing listens: pause so that a dead target does not turn the load into a busy loop
      // that steals the CPU from what is being measured.
      LockSupport.parkNanos(REFUSED_PAUSE_NANOS);
      return false;
    } catch (IOException e) {
      return false;
    }
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
