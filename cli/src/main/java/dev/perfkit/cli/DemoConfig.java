package dev.perfkit.cli;

import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.ThreadType;
import java.util.List;

/** One of the bundled server's four I/O-mode and thread-type combinations the demo runs. */
record DemoConfig(ExecutionMode mode, ThreadType threads) {

  /** The study's most dramatic case, the demo's default. */
  static final DemoConfig NIO_VIRTUAL = new DemoConfig(ExecutionMode.NIO, ThreadType.VIRTUAL);

  /** All four, in the study's table order: hybrid (blocking I/O) first, platform threads first. */
  static final List<DemoConfig> ALL =
      List.of(
          new DemoConfig(ExecutionMode.HYBRID, ThreadType.PLATFORM),
          new DemoConfig(ExecutionMode.HYBRID, ThreadType.VIRTUAL),
          new DemoConfig(ExecutionMode.NIO, ThreadType.PLATFORM),
          NIO_VIRTUAL);

  /** The directory name under the demo's output: {@code nio-virtual}. */
  String directoryName() {
    return mode.key() + "-" + threads.key();
  }

  /**
   * For people: {@code nio + virtual threads}, in the words of the options that choose it ({@code
   * --execution-mode hybrid} is blocking socket I/O, a thread per connection).
   */
  String label() {
    return mode.key() + " + " + threads.key() + " threads";
  }
}
