package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The collapsed-stacks reader on async-profiler's own collapsed output and its converter's, from a
 * real profiled JVM, checked against a plain sum of the counts; and on broken files.
 */
class CollapsedStacksReaderTest {

  private static final String WORKLOAD = "dev.perfkit.analyzers.jfr.Workload.";

  @TempDir static Path dir;
  static Path cpu;
  static Path allocConverted;
  static Path lockConverted;

  private final CollapsedStacksReader reader = new CollapsedStacksReader();

  @BeforeAll
  static void profile() throws Exception {
    cpu = ProfiledRun.collapsed(dir, "cpu");
    Path jfr = ProfiledRun.profilerRecording(dir);
    // Neutral names: the event must come from the content (alloc) or fall back to CPU.
    allocConverted = ProfiledRun.convert(jfr, dir.resolve("converted-a.txt"), "--alloc");
    lockConverted = ProfiledRun.convert(jfr, dir.resolve("converted-b-lock.txt"), "--lock");
  }

  @Test
  void totalsEqualAPlainSumOfTheCounts() throws Exception {
    for (Path file : List.of(cpu, allocConverted, lockConverted)) {
      StackProfile profile = reader.parse(file).profile();
      assertEquals(sumCounts(file), profile.total(), file.toString());
      assertEquals(nonBlankLines(file), profile.stacks(), file.toString());
    }
  }

  @Test
  void cpuProfileHasCleanNamesTypesAndThreads() throws Exception {
    StackProfile profile = reader.parse(cpu).profile();
    assertEquals(StackEvent.CPU, profile.event());
    assertTrue(profile.share(WORKLOAD + "spin").self() > 0, profile.topSelf(5).toString());
    FrameStats spin =
        profile.frameStats().stream()
            .filter(f -> f.name().equals(WORKLOAD + "spin"))
            .findFirst()
            .orElseThrow();
    assertEquals(
        new MethodShare(WORKLOAD + "spin", spin.total(), spin.self(), profile.total()),
        profile.share(WORKLOAD + "spin"));
    assertEquals(
        new MethodShare("no.Such.method", 0, 0, profile.total()), profile.share("no/Such.method"));
    assertTrue(profile.frameStats().stream().noneMatch(f -> f.name().contains("_[")));
    List<String> slashed = new ArrayList<>();
    for (int f = 0; f < profile.frames().size(); f++) {
      if (profile.frames().type(f).isJava() && profile.frames().name(f).contains("/")) {
        slashed.add(profile.frames().name(f));
      }
    }
    assertEquals(List.of(), slashed, "Java frames are dotted");
    // The main thread is renamed DestroyJavaVM as the JVM exits, when async-profiler writes.
    long threadSum = profile.threadTotals().values().stream().mapToLong(Long::longValue).sum();
    assertEquals(profile.total(), threadSum);
    assertTrue(
        profile.threadTotals().keySet().stream().anyMatch(t -> t.startsWith("DestroyJavaVM tid=")),
        profile.threadTotals().keySet().toString());
    assertTrue(hasType(profile, FrameType.JIT_COMPILED) || hasType(profile, FrameType.INTERPRETED));
  }

  @Test
  void allocationProfileIsRecognisedByItsClassLeaves() throws Exception {
    StackProfile profile = reader.parse(allocConverted).profile();
    assertEquals(StackEvent.ALLOC, profile.event());
    ClassSite top = ClassSites.of(profile).get(0);
    assertEquals("byte[]", top.className());
    assertEquals(WORKLOAD + "allocate", top.site());
    assertEquals("", top.via());
  }

  @Test
  void lockProfileIsNamedByItsFileName() throws Exception {
    StackProfile profile = reader.parse(lockConverted).profile();
    assertEquals(StackEvent.LOCK, profile.event());
    ClassSite top = ClassSites.of(profile).get(0);
    assertEquals("java.lang.Object", top.className());
    assertEquals(WORKLOAD + "contend", top.site());
  }

  @Test
  void aProfileNamedForCyclesIsNotTakenForCpuTime() throws Exception {
    Path file = write("app-cycles.collapsed", "a;b;c_[j] 5\na;b 3\n");
    AnalysisInputs inputs = new AnalysisInputs();

    ReadReport report = reader.read(file, inputs);

    assertEquals(List.of("cycles profile (event counts, not CPU time)"), report.inputs());
    assertEquals(8, inputs.require(StackInputs.COUNTED).total());
    assertFalse(inputs.has(StackInputs.CPU));
  }

  @Test
  void buildsTheExactTreeOfASmallFile() throws Exception {
    Path file =
        write(
            "small.collapsed",
            "a;b;c_[j] 5\n[main tid=1];a;b 3\na;b;c_[j] 2\na;d_[i];a;b 4\nbyte[]_[k];x 1\n");
    StackProfile profile = reader.parse(file).profile();
    FrameTree tree = profile.tree();
    assertEquals(15, profile.total());
    int a = child(profile, FrameTree.ROOT, "a");
    int b = child(profile, a, "b");
    int c = child(profile, b, "c");
    assertEquals(14, tree.total(a));
    assertEquals(10, tree.total(b));
    assertEquals(3, tree.self(b));
    assertEquals(7, tree.total(c));
    assertEquals(7, tree.self(c));
    assertEquals(FrameType.JIT_COMPILED, profile.frames().type(tree.frame(c)));
    assertEquals(new FrameStats("a", 14, 0), stats(profile, "a"));
    assertEquals(new FrameStats("b", 14, 7), stats(profile, "b"));
    assertEquals(new FrameStats("d", 4, 0), stats(profile, "d"));
    assertEquals(new MethodShare("b", 14, 7, 15), profile.share("b"));
    assertEquals(java.util.Map.of("main tid=1", 3L), profile.threadTotals());
    assertEquals(StackEvent.CPU, profile.event());
  }

  @Test
  void truncatedFilesYieldTheirCompleteLines() throws Exception {
    byte[] bytes = Files.readAllBytes(cpu);
    List<Integer> lineEnds = lineEnds(bytes);
    assertTrue(lineEnds.size() >= 3, "the profile should have several stacks");
    // Inside the second line, a middle one and the last one (every line holds a frame, a space
    // and a count, so its middle is never right after a line end, which would leave a whole file).
    for (int line : new int[] {1, lineEnds.size() / 2, lineEnds.size() - 1}) {
      int cut = (lineEnds.get(line - 1) + 1 + lineEnds.get(line)) / 2;
      Path file =
          Files.write(dir.resolve("cut-" + cut + "-cpu.collapsed"), Arrays.copyOf(bytes, cut));
      int lastLineEnd = lastLineEnd(bytes, cut);
      Path complete =
          Files.write(dir.resolve("whole-" + cut + ".txt"), Arrays.copyOf(bytes, lastLineEnd + 1));
      AnalysisInputs inputs = new AnalysisInputs();
      ReadReport report = reader.read(file, inputs);
      assertTrue(report.truncated());
      long lines = nonBlankLines(complete) + 1;
      assertEquals(
          "line " + lines + " has no line end (cut at byte " + cut + "): left out", report.note());
      assertEquals(sumCounts(complete), inputs.require(StackInputs.CPU).total());
    }
  }

  /**
   * Tiny ranges on three workers, so that each real file, repeated to a few dozen ranges, is read
   * in ranges and merged; a cut copy too.
   */
  @Test
  void readingInRangesGivesTheSequentialProfile() throws Exception {
    for (Path file : List.of(cpu, allocConverted, lockConverted)) {
      int times = (int) (16 * RANGE / Files.size(file)) + 2;
      Path repeated = repeated(file, times);
      byte[] bytes = Files.readAllBytes(repeated);
      int at = bytes.length * 2 / 3;
      // A cut right after a line end leaves a whole file: move such a cut into the next line.
      int cutAt = bytes[at - 1] == '\n' ? at + 1 : at;
      Path cut = Files.write(dir.resolve("cut-" + file.getFileName()), Arrays.copyOf(bytes, cutAt));
      for (Path input : List.of(repeated, cut)) {
        assertTrue(new CollapsedRanges(input, RANGE, WORKERS).read().isPresent(), input.toString());
        CollapsedStacksReader.Result ranged =
            new CollapsedStacksReader(RANGE, 0, WORKERS).parse(input);
        CollapsedStacksReader.Result sequential = sequentialReader().parse(input);
        String cutNote = input == cut ? "(cut at byte " + cutAt + "): left out" : "";
        assertTrue(ranged.truncation().endsWith(cutNote), ranged.truncation());
        assertEquals(input == cut, !ranged.truncation().isEmpty(), input.toString());
        assertEquals(sequential.truncation(), ranged.truncation(), input.toString());
        assertEquals(portrait(sequential.profile()), portrait(ranged.profile()), input.toString());
      }
      assertEquals(
          times * sumCounts(file),
          new CollapsedStacksReader(RANGE, 0, WORKERS).parse(repeated).profile().total());
    }
  }

  @Test
  void aBadLineInALaterRangeIsNamedAsInASequentialRead() throws Exception {
    String text = Files.readString(repeated(cpu, 16));
    int middle = text.indexOf('\n', text.length() / 2) + 1;
    Path bad =
        write(
            "bad-in-range.collapsed",
            text.substring(0, middle) + "a;b x\n" + text.substring(middle));
    assertFalse(new CollapsedRanges(bad, RANGE, WORKERS).read().isPresent());
    long line = text.substring(0, middle).lines().count() + 1;
    assertEquals(
        bad + ": line " + line + ": no sample count at the end",
        assertThrows(
                UnreadableEvidenceException.class,
                () -> new CollapsedStacksReader(RANGE, 0, WORKERS).parse(bad))
            .getMessage());
  }

  @Test
  void badFilesAreOneLineErrors() throws Exception {
    Path empty = write("empty.collapsed", "");
    Path garbage = Files.write(dir.resolve("garbage.collapsed"), new byte[] {1, 2, 0, 9, '\n', 5});
    Path gcLog =
        write("gc.log", "[0.004s][info][gc] Using G1\n[0.010s][info][gc,init] Version: 25\n");
    Path badLine = write("bad.collapsed", "a;b 1\na;c 2\na;d x3\na 1\n");
    Path noFrames = write("noframes.collapsed", "a;b 1\n 7\n");
    Path blank = write("blank.collapsed", "\n\n");
    assertEquals(empty + ": file is empty", message(empty));
    assertEquals(
        garbage + ": not collapsed stacks (line 1 is not 'frame;frame;... count')",
        message(garbage));
    assertEquals(
        gcLog + ": not collapsed stacks (line 1 is not 'frame;frame;... count')", message(gcLog));
    assertEquals(badLine + ": line 3: no sample count at the end", message(badLine));
    assertEquals(noFrames + ": line 2: no frames before the count", message(noFrames));
    assertEquals(blank + ": no stacks in the file", message(blank));
  }

  @Test
  void recognizesCollapsedStacksByContent() throws Exception {
    byte[] head = Arrays.copyOf(Files.readAllBytes(cpu), (int) Math.min(8192, Files.size(cpu)));
    assertTrue(reader.recognizes(cpu, head));
    assertFalse(
        reader.recognizes(cpu, "[0.004s][info][gc] Using G1\n".getBytes(StandardCharsets.UTF_8)));
    assertFalse(reader.recognizes(cpu, "FLR\0abc".getBytes(StandardCharsets.UTF_8)));
    assertFalse(reader.recognizes(cpu, new byte[0]));
  }

  private static final long RANGE = 4096;
  private static final int WORKERS = 3;

  private static Path repeated(Path file, int times) throws IOException {
    Path copies = dir.resolve(times + "x-" + file.getFileName());
    String text = Files.readString(file);
    // async-profiler's converter leaves the last line without a line end.
    Files.writeString(copies, (text.endsWith("\n") ? text : text + "\n").repeat(times));
    return copies;
  }

  private static CollapsedStacksReader sequentialReader() {
    return new CollapsedStacksReader(RANGE, Long.MAX_VALUE, WORKERS);
  }

  /**
   * Everything a profile says, independent of the order its frames and nodes were made in: event,
   * totals, threads, per-frame totals, and every path of the tree with its frame types and counts.
   */
  private static List<String> portrait(StackProfile profile) {
    List<String> lines = new ArrayList<>();
    lines.add(profile.event() + " total " + profile.total() + " stacks " + profile.stacks());
    lines.add("threads " + new java.util.TreeMap<>(profile.threadTotals()));
    profile.frameStats().stream().map(FrameStats::toString).sorted().forEach(lines::add);
    List<String> paths = new ArrayList<>();
    addPaths(profile, FrameTree.ROOT, "", paths);
    paths.sort(null);
    lines.addAll(paths);
    return lines;
  }

  private static void addPaths(StackProfile profile, int node, String path, List<String> into) {
    FrameTree tree = profile.tree();
    into.add(path + " total " + tree.total(node) + " self " + tree.self(node));
    for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
      int frame = tree.frame(c);
      addPaths(
          profile,
          c,
          path + ";" + profile.frames().label(frame) + "/" + profile.frames().type(frame),
          into);
    }
  }

  private String message(Path file) {
    return assertThrows(UnreadableEvidenceException.class, () -> reader.parse(file)).getMessage();
  }

  private static boolean hasType(StackProfile profile, FrameType type) {
    for (int f = 0; f < profile.frames().size(); f++) {
      if (profile.frames().type(f) == type) {
        return true;
      }
    }
    return false;
  }

  private static int child(StackProfile profile, int node, String name) {
    for (int c = profile.tree().firstChild(node); c >= 0; c = profile.tree().nextSibling(c)) {
      if (profile.frames().name(profile.tree().frame(c)).equals(name)) {
        return c;
      }
    }
    throw new AssertionError("no child " + name);
  }

  private static FrameStats stats(StackProfile profile, String name) {
    return profile.frameStats().stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static List<Integer> lineEnds(byte[] bytes) {
    List<Integer> ends = new ArrayList<>();
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        ends.add(i);
      }
    }
    return ends;
  }

  private static int lastLineEnd(byte[] bytes, int before) {
    for (int i = before - 1; i >= 0; i--) {
      if (bytes[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private static long nonBlankLines(Path file) throws IOException {
    return Files.readAllLines(file).stream().filter(line -> !line.isBlank()).count();
  }

  /** A plain sum of the counts at the end of each line, as awk would do it. */
  private static long sumCounts(Path collapsed) throws IOException {
    return Files.readAllLines(collapsed).stream()
        .filter(line -> !line.isBlank())
        .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
        .sum();
  }
}
