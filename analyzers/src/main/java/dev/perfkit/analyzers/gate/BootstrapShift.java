package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.stats.HodgesLehmann;
import java.util.Random;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The Hodges-Lehmann shift with a percentile bootstrap interval: each side resampled with
 * replacement, the shift recomputed each time. The random numbers come from a fixed seed so that
 * the same inputs always give the same interval, and so the same verdict.
 */
public final class BootstrapShift {

  /** The seed of every gate's resampling. */
  public static final long SEED = 14;

  /** How many resamples: enough for a stable 95% interval, few enough for 100 samples a side. */
  public static final int RESAMPLES = 2000;

  private static final double CONFIDENCE = 0.95;

  private BootstrapShift() {}

  /** The shift of {@code candidate} from {@code baseline} with its 95% interval. */
  public static Shift estimate(double[] baseline, double[] candidate) {
    return estimate(baseline, candidate, SEED, RESAMPLES);
  }

  /** The same, with the seed and resample count given. */
  public static Shift estimate(double[] baseline, double[] candidate, long seed, int resamples) {
    // java.util.Random's sequence is specified exactly, so a seed means the same on every JDK.
    Random random = new Random(seed);
    double[] shifts = new double[resamples];
    for (int i = 0; i < resamples; i++) {
      shifts[i] = HodgesLehmann.shift(resample(baseline, random), resample(candidate, random));
    }
    double tail = (1 - CONFIDENCE) / 2;
    double[] ends = Quantile.withDefaults().evaluate(shifts, tail, 1 - tail);
    String method =
        "percentile bootstrap of the Hodges-Lehmann shift, "
            + resamples
            + " resamples, seed "
            + seed;
    return new Shift(
        HodgesLehmann.shift(baseline, candidate), ends[0], ends[1], CONFIDENCE, method);
  }

  private static double[] resample(double[] values, Random random) {
    double[] drawn = new double[values.length];
    for (int i = 0; i < drawn.length; i++) {
      drawn[i] = values[random.nextInt(values.length)];
    }
    return drawn;
  }
}
