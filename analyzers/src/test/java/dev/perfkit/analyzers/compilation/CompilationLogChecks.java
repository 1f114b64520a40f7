package dev.perfkit.analyzers.compilation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.logs.PlainCounts;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks of a whole compilation log against plain counts over its text, shared by the tests on the
 * log of the JDK the tests run on and on the one a JDK 17 wrote: both workloads call a hot method
 * of more than 325 bytes of bytecode from the loop in their {@code main}.
 */
final class CompilationLogChecks {

  private CompilationLogChecks() {}

  /** Failed inlinings per reason equal a plain count; C1's and C2's size limits are among them. */
  static void inlineFailuresMatchAPlainCount(String text, CompilationLog log) {
    assertEquals(
        PlainCounts.inlineFailuresByReason(text), new TreeMap<>(log.inlineFailuresByReason()));
    assertTrue(log.inlineFailuresByReason().containsKey("hot method too big"));
    assertTrue(log.inlineFailuresByReason().containsKey("callee is too large"));
  }

  /** Tasks per compiler equal the plain count in each compiler thread's section. */
  static void tasksPerCompilerMatchAPlainCount(String text, CompilationLog log) {
    Map<String, Long> actual = new TreeMap<>();
    log.compilers().forEach(stats -> actual.put(stats.compiler(), stats.tasks()));
    assertEquals(PlainCounts.tasksPerCompiler(text), actual);
    assertEquals(PlainCounts.occurrences(text, "<task_done "), log.taskCount());
  }

  /**
   * Compilations per second: each {@code <task>} element counted in the second of its stamp, and
   * their sum the plain count of {@code <task_done>} elements.
   */
  static void tasksPerSecondMatchAPlainCount(String text, CompilationLog log) {
    long[] expected = new long[0];
    java.util.regex.Matcher task =
        Pattern.compile("<task compile_id='\\d+'[^>]* stamp='([\\d.]+)'").matcher(text);
    while (task.find()) {
      int second = (int) Math.floor(Double.parseDouble(task.group(1)));
      if (second >= expected.length) {
        expected = java.util.Arrays.copyOf(expected, second + 1);
      }
      expected[second]++;
    }
    assertEquals(
        java.util.Arrays.toString(expected),
        java.util.Arrays.toString(log.rate().tasksPerSecond()));
    assertEquals(PlainCounts.occurrences(text, "<task_done "), log.rate().total());
    assertEquals(log.taskCount(), log.rate().total());
  }

  /** The longest compilation comes first and lasts from its task's stamp to its task_done's. */
  static void theLongestCompileTimeIsItsStampDifference(String text, CompilationLog log) {
    CompileTask longest = log.longestCompilations().get(0);
    assertEquals(PlainCounts.taskMillis(text, longest.compileId()), longest.durationMs());
    assertEquals(
        log.longestCompilations().stream().mapToLong(CompileTask::durationMs).max().orElseThrow(),
        longest.durationMs());
  }

  /** The workload's {@code main} is compiled, and on stack, as often as its task elements say. */
  static void mainsCompilationsMatchAPlainCount(String text, CompilationLog log, String workload) {
    MethodCompileStats main =
        log.methods().stream()
            .filter(m -> m.method().equals(workload + "::main([Ljava/lang/String;)V"))
            .findFirst()
            .orElseThrow();
    String taskOfMain =
        "<task compile_id='\\d+' (compile_kind='osr' )?method='"
            + Pattern.quote(workload)
            + " main .*";
    assertEquals(PlainCounts.matchingLines(text, taskOfMain), main.compilations());
    assertEquals(
        PlainCounts.matchingLines(
            text, taskOfMain.replace("(compile_kind='osr' )?", "compile_kind='osr' ")),
        main.osrCompilations());
    assertTrue(main.osrCompilations() > 0, "the hot loop in main is compiled on stack");
  }

  /**
   * C2 refuses to inline the workload's {@code hotBigMethod} into {@code main} for its size, over
   * {@code freqInlineSize}, and gives the call count; C1 refuses it too, without a count.
   */
  static void theHotBigMethodFailsToInlineWithItsBytecodeSize(
      String text, CompilationLog log, String workload, int freqInlineSize) {
    String hotBig = workload + "::hotBigMethod(I)J";
    FailedCallSite c2Site = site(log, hotBig, "hot method too big");
    assertEquals(workload + "::main([Ljava/lang/String;)V", c2Site.caller());
    assertEquals(List.of("c2"), c2Site.compilers());
    assertEquals(bytecodeSizeInLog(text, workload, "hotBigMethod"), c2Site.calleeBytes());
    assertTrue(c2Site.calleeBytes() > freqInlineSize, "callee bytes " + c2Site.calleeBytes());
    assertTrue(c2Site.maxCount() > 0, "C2 reports the call count");
    assertEquals(
        new InliningLimit("FreqInlineSize", freqInlineSize, "bytecode bytes"),
        log.limits().crossedBy(c2Site.reason(), "c2").orElseThrow());
    FailedCallSite c1Site = site(log, hotBig, "callee is too large");
    assertEquals(List.of("c1"), c1Site.compilers());
    assertEquals(-1, c1Site.maxCount(), "C1 gives no call count");
  }

  static FailedCallSite site(CompilationLog log, String callee, String reason) {
    return log.failedCallSites().stream()
        .filter(s -> s.callee().equals(callee) && s.reason().equals(reason))
        .findFirst()
        .orElseThrow(
            () ->
                new AssertionError(
                    "no site " + callee + " " + reason + " in " + log.failedCallSites()));
  }

  /**
   * The bytecode size the log gives a method of a class (a name or the end of one): the {@code
   * <method>} element whose holder is the {@code <klass>} of that name in the same task (by name
   * alone, the interface's abstract method, 0 bytes, may come first).
   */
  static int bytecodeSizeInLog(String text, String className, String methodName) {
    Matcher matcher =
        Pattern.compile(
                "<klass id='(\\d+)' name='[^']*"
                    + Pattern.quote(className)
                    // Ids are only valid inside one task: the method must follow in the same.
                    + "'[^>]*>(?:(?!</task>)[\\s\\S])*?<method id='\\d+' holder='\\1' name='"
                    + methodName
                    + "'[^>]* bytes='(\\d+)'")
            .matcher(text);
    assertTrue(matcher.find(), "no method " + methodName + " of a class " + className);
    return Integer.parseInt(matcher.group(2));
  }
}
