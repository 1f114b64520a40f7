package dev.perfkit.load;

/** Receives the driver's progress, about once a second, on the thread that called {@code run}. */
@FunctionalInterface
public interface LoadListener {
  void onProgress(LoadProgress progress);
}
