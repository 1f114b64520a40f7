package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hot subtrees on Linux perf profiles that other projects keep as test data: only Java methods are
 * candidates (perf leaves native symbols untyped), and a subtree's share is the plain sum of the
 * lines it is on over all samples.
 */
class HotSubtreeRealInputsTest {

  private static final String VERTX = "collapsed/flamegraph-perf-vertx-stacks-01-collapsed-jit.txt";

  /**
   * Netty's write of a buffer to the socket (91 of 285 samples, mostly the kernel's socket code
   * under the JDK's SocketChannelImpl.write) and Rhino's reflective call (22, over many frames);
   * the kernel's do_sock_write.isra.10, untyped in the file, is no candidate.
   */
  @Test
  void aVertxServersHotSubtreesAreItsSocketWriteAndRhinosCalls() throws IOException {
    List<Finding> subtrees = subtrees(VERTX);
    List<String> frames =
        List.of(
            "io/netty/buffer/PooledUnsafeDirectByteBuf:.readBytes_[j]",
            "org/mozilla/javascript/MemberBox:.invoke_[j]");
    assertEquals(
        List.of(
            "io.netty.buffer.PooledUnsafeDirectByteBuf:.readBytes",
            "org.mozilla.javascript.MemberBox:.invoke"),
        subtrees.stream().map(Finding::subject).toList().subList(0, 2));
    for (int i = 0; i < 2; i++) {
      double share = subtrees.get(i).evidence().get(0).quantity().value();
      assertEquals(plainShare(VERTX, frames.get(i)), share, 1e-12, frames.get(i));
    }
    assertEquals(91 / 285.0, plainShare(VERTX, frames.get(0)), 1e-12);
    assertEquals(22 / 285.0, plainShare(VERTX, frames.get(1)), 1e-12);
  }

  /** iperf is native code only: its 52% under a shared library's frame is no Java method. */
  @Test
  void aNativeProgramHasNoHotSubtree() throws IOException {
    assertEquals(
        List.of(),
        subtrees("collapsed/flamegraph-perf-iperf-stacks-pidtid-01-collapsed-kernel.txt"));
  }

  private static List<Finding> subtrees(String file) throws IOException {
    Path path = RealInputs.folder().resolve(file);
    return Analyzer.standard().analyzeFiles(List.of(path)).rankedFindings().stream()
        .filter(f -> f.ruleId().equals("hot-cpu-subtree"))
        .toList();
  }

  /** The samples of the lines with {@code frame} on them, over all samples. */
  private static double plainShare(String file, String frame) throws IOException {
    long on = 0;
    long all = 0;
    for (String line : Files.readAllLines(RealInputs.folder().resolve(file))) {
      long count = Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
      all += count;
      on += line.contains(";" + frame + ";") || line.contains(";" + frame + " ") ? count : 0;
    }
    return (double) on / all;
  }
}
