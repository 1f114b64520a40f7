package dev.perfkit.analyzers.rules;

/**
 * How far one second of a steady per-second series strays by noise alone: its mean, its standard
 * deviation and its lag-1 autocorrelation. Neighbouring seconds of a load are correlated (a GC
 * cycle, a compile spans several), so a run of slow seconds is likelier than independent noise
 * would make it; the band widens by sqrt((1 + r) / (1 - r)) to allow for that.
 *
 * @param mean the series' mean
 * @param sd its sample standard deviation
 * @param autocorrelation its lag-1 autocorrelation, clamped to 0 - 0.9
 */
record NoiseBand(double mean, double sd, double autocorrelation) {

  /** The band's half-width in standard deviations: about 2.5% of noise falls beyond each side. */
  static final double Z = 2;

  static NoiseBand of(double[] values) {
    double mean = 0;
    for (double v : values) {
      mean += v;
    }
    mean /= values.length;
    double squares = 0;
    double lagged = 0;
    for (int i = 0; i < values.length; i++) {
      squares += (values[i] - mean) * (values[i] - mean);
      if (i > 0) {
        lagged += (values[i] - mean) * (values[i - 1] - mean);
      }
    }
    double sd = Math.sqrt(squares / Math.max(1, values.length - 1));
    double r = squares == 0 ? 0 : Math.max(0, Math.min(0.9, lagged / squares));
    return new NoiseBand(mean, sd, r);
  }

  /** The band's half-width: Z standard deviations, widened for autocorrelation. */
  double halfWidth() {
    return Z * sd * Math.sqrt((1 + autocorrelation) / (1 - autocorrelation));
  }

  double lower() {
    return mean - halfWidth();
  }

  double upper() {
    return mean + halfWidth();
  }
}
