package dev.perfkit.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/** The threads that serve connections (hybrid) or requests (nio), per the thread type. */
final class Workers {
  private Workers() {}

  static ExecutorService create(ThreadType type, int poolSize) {
    return switch (type) {
      case PLATFORM -> Executors.newFixedThreadPool(poolSize, platformThreads("perfkit-worker-"));
      case VIRTUAL ->
          Executors.newThreadPerTaskExecutor(
              Thread.ofVirtual().name("perfkit-worker-", 0).factory());
    };
  }

  /** Named daemon platform threads: a forgotten server must not keep a JVM alive. */
  static ThreadFactory platformThreads(String prefix) {
    return Thread.ofPlatform().name(prefix, 0).daemon().factory();
  }
}
