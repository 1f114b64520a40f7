package dev.perfkit.server;

import java.util.ArrayList;
import java.util.List;

/**
 * Every mode x thread type x variant on a free port. Timeouts stay at their defaults: on a loaded
 * 2-core machine a client thread may wait a second to be scheduled, and a short idle timeout would
 * then close its connection legitimately. The timeout test starts its own short-timeout servers.
 */
final class Combinations {

  private Combinations() {}

  static List<ServerConfig> all() {
    List<ServerConfig> configs = new ArrayList<>();
    for (ExecutionMode mode : ExecutionMode.values()) {
      for (ThreadType threads : ThreadType.values()) {
        for (Variant variant : Variant.values()) {
          configs.add(ServerConfig.of(mode, threads, variant).withPort(0));
        }
      }
    }
    return configs;
  }
}
