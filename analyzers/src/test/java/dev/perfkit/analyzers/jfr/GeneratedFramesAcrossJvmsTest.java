package dev.perfkit.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.stacks.CollapsedStacksReader;
import dev.perfkit.analyzers.stacks.FrameTree;
import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real runs of {@link GeneratedFramesWorkload}, each in its own JVM under async-profiler: the
 * JVMs give its lambdas, proxy and lambda forms different addresses, and both stack readers (the
 * recording's own and the converter's collapsed stacks) still give the same five hottest stacks of
 * each event, frame by frame, with no address in any frame name. On main, whose readers kept the
 * addresses, the stacks through a lambda or a proxy differ between the two runs.
 */
class GeneratedFramesAcrossJvmsTest {

  private static final Pattern ADDRESS = Pattern.compile("[./+]0x\\p{XDigit}{4,}");
  private static final String MAIN = GeneratedFramesWorkload.class.getName() + ".main";

  @TempDir static Path temp;
  static final List<Path> recordings = new ArrayList<>();

  @BeforeAll
  static void runTwice() throws Exception {
    for (String run : List.of("first", "second")) {
      Path dir = Files.createDirectories(temp.resolve(run));
      recordings.add(ProfiledRun.profilerRecording(dir, GeneratedFramesWorkload.class));
    }
  }

  @Test
  void theConvertersRawNamesCarryEachJvmsAddresses() throws Exception {
    TreeSet<String> first = rawGeneratedNames(recordings.get(0));
    TreeSet<String> second = rawGeneratedNames(recordings.get(1));
    assertFalse(first.isEmpty(), "no generated frame with an address: the test shows nothing");
    assertNotEquals(first, second, "both JVMs gave the same addresses: the test shows nothing");
  }

  @Test
  void theRecordingReaderGivesTheSameTopStacksInBothJvms() throws Exception {
    JfrRecording first = new JfrRecordingReader().parse(recordings.get(0));
    JfrRecording second = new JfrRecordingReader().parse(recordings.get(1));
    assertSameTopStacks(first.cpu(), second.cpu());
    assertSameTopStacks(first.alloc(), second.alloc());
  }

  @Test
  void theCollapsedReaderGivesTheSameTopStacksInBothJvms() throws Exception {
    for (String event : List.of("cpu", "alloc")) {
      assertSameTopStacks(collapsed(0, event), collapsed(1, event));
    }
  }

  private static StackProfile collapsed(int run, String event) throws Exception {
    Path jfr = recordings.get(run);
    Path out = ProfiledRun.convert(jfr, jfr.resolveSibling(event + ".collapsed"), "--" + event);
    return new CollapsedStacksReader().parse(out).profile();
  }

  private static TreeSet<String> rawGeneratedNames(Path jfr) throws Exception {
    Path out = ProfiledRun.convert(jfr, jfr.resolveSibling("raw-cpu.collapsed"), "--cpu");
    TreeSet<String> names = new TreeSet<>();
    for (String line : Files.readAllLines(out)) {
      for (String frame : line.split(";")) {
        if (frame.contains("$$Lambda") && ADDRESS.matcher(frame).find()) {
          names.add(frame.replaceAll(" \\d+$", ""));
        }
      }
    }
    return names;
  }

  private static void assertSameTopStacks(StackProfile first, StackProfile second) {
    List<List<String>> top = topStacks(first);
    List<List<String>> other = topStacks(second);
    // The heaviest (half the work) must lead in both; the lighter ones' order is sampling noise in
    // an allocation profile (2 and 1 units swapped places in one of three runs), their set is not.
    assertEquals(top.getFirst(), other.getFirst(), first.label());
    assertEquals(Set.copyOf(top), Set.copyOf(other), first.label());
    for (int i = 0; i < first.frames().size(); i++) {
      assertFalse(ADDRESS.matcher(first.frames().name(i)).find(), first.frames().name(i));
    }
    String stacks = top.toString();
    assertTrue(stacks.contains("GeneratedFramesWorkload$$Lambda.applyAsLong"), stacks);
    assertTrue(stacks.contains("$Proxy.work"), stacks);
    assertTrue(stacks.contains("GeneratedFramesWorkload$$Lambda.invoke"), stacks);
  }

  /**
   * The workload's five heaviest stacks, root first, by frame name: a stack's interpreted and
   * compiled variants are one stack, as a user reads a flame graph.
   */
  private static List<List<String>> topStacks(StackProfile profile) {
    Map<List<String>, Long> byNames = new HashMap<>();
    FrameTree tree = profile.tree();
    for (int node = 1; node < tree.size(); node++) {
      if (tree.self(node) > 0) {
        List<String> stack = stack(profile, node);
        if (stack.contains(MAIN)) {
          byNames.merge(stack, tree.self(node), Long::sum);
        }
      }
    }
    return byNames.entrySet().stream()
        .sorted(Map.Entry.<List<String>, Long>comparingByValue(Comparator.reverseOrder()))
        .limit(5)
        .map(Map.Entry::getKey)
        .toList();
  }

  /** The stack's Java frames and allocated class: the kernel's page faults under it vary. */
  private static List<String> stack(StackProfile profile, int leaf) {
    List<String> names = new ArrayList<>();
    for (int node = leaf; node != FrameTree.ROOT; node = profile.tree().parent(node)) {
      int frame = profile.tree().frame(node);
      FrameType type = profile.frames().type(frame);
      if (type.isJava() || type == FrameType.CLASS) {
        names.addFirst(profile.frames().name(frame));
      }
    }
    return names;
  }
}
