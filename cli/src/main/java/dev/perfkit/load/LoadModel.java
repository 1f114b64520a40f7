package dev.perfkit.load;

import java.util.Locale;

/**
 * How requests are issued: closed (each connection sends its next request when the last one
 * answered, like wrk) or open (a fixed arrival rate over a pool of connections, latency measured
 * from each request's intended start, like wrk2).
 *
 * @param kind closed or open
 * @param connections the number of connections (the pool size for the open model)
 * @param ratePerSecond the open model's arrival rate, 0 for the closed model
 */
public record LoadModel(Kind kind, int connections, double ratePerSecond) {

  /** The two load models. */
  public enum Kind {
    CLOSED,
    OPEN;

    /** The name in results and scenario files: {@code closed} or {@code open}. */
    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public LoadModel {
    if (connections < 1 || connections > 10_000) {
      throw new LoadSetupException("connections must be between 1 and 10000: " + connections);
    }
    if (kind == Kind.OPEN && !(ratePerSecond > 0 && ratePerSecond <= 10_000_000)) {
      throw new LoadSetupException("rate must be above 0 and at most 10000000: " + ratePerSecond);
    }
    if (kind == Kind.CLOSED && ratePerSecond != 0) {
      throw new LoadSetupException("the closed model has no rate");
    }
  }

  public static LoadModel closed(int connections) {
    return new LoadModel(Kind.CLOSED, connections, 0);
  }

  public static LoadModel open(double ratePerSecond, int connections) {
    return new LoadModel(Kind.OPEN, connections, ratePerSecond);
  }

  @Override
  public String toString() {
    return kind == Kind.OPEN
        ? "open, " + ratePerSecond + " requests/s over " + connections + " connections"
        : "closed, " + connections + " connections";
  }
}
