package dev.perfkit.server;

import java.util.ArrayList;
import java.util.List;

/** Every mode x thread type x variant, with short timeouts so that timeout tests stay quick. */
final class Combinations {
  static final int IDLE_TIMEOUT_MS = 1_200;
  static final int REQUEST_TIMEOUT_MS = 1_200;

  private Combinations() {}

  static List<ServerConfig> all() {
    List<ServerConfig> configs = new ArrayList<>();
    for (ExecutionMode mode : ExecutionMode.values()) {
      for (ThreadType threads : ThreadType.values()) {
        for (Variant variant : Variant.values()) {
          configs.add(
              ServerConfig.of(mode, threads, variant)
                  .withPort(0)
                  .withTimeouts(IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS));
        }
      }
    }
    return configs;
  }
}
