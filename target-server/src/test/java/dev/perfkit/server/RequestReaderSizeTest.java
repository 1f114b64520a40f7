package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Keeps the two variants apart where the JIT sees them: the legacy reader's method must stay too
 * big to inline when hot (over 325 bytes of bytecode, HotSpot's FreqInlineSize), every method of
 * the optimized reader must stay under it. Measured with the JDK's own javap.
 */
class RequestReaderSizeTest {
  private static final int FREQ_INLINE_SIZE = 325;

  /**
   * The longest instruction that can end a method (goto_w); the last offset plus this bounds it.
   */
  private static final int MAX_LAST_INSTRUCTION = 5;

  private static final Pattern METHOD =
      Pattern.compile("^  (\\S.*\\))(?: throws [\\w.$, ]+)?;$|^  (static \\{\\});$");
  private static final Pattern INSTRUCTION = Pattern.compile("^\\s+(\\d+): \\w");

  @Test
  void theLegacyReaderIsTooBigToInline() throws Exception {
    Map<String, Integer> sizes = bytecodeSizes(LegacyRequestReader.class);
    int read = sizes.get("public dev.perfkit.server.HttpRequest read(byte[], int)");
    assertTrue(read > FREQ_INLINE_SIZE, "legacy read() is only " + read + " bytes");
  }

  @Test
  void everyOptimizedReaderMethodIsSmallEnoughToInline() throws Exception {
    for (Class<?> type :
        List.of(
            OptimizedRequestReader.class,
            Class.forName("dev.perfkit.server.OptimizedRequestReader$Head"),
            ChunkedBody.class,
            AsciiBytes.class)) {
      Map<String, Integer> sizes = bytecodeSizes(type);
      assertFalse(sizes.isEmpty(), type.getName());
      sizes.forEach(
          (method, size) ->
              assertTrue(
                  size + MAX_LAST_INSTRUCTION < FREQ_INLINE_SIZE,
                  type.getSimpleName() + "." + method + " has " + size + " bytes"));
    }
  }

  @Test
  void theOptimizedReaderHasTheMethodsThisTestMeasures() throws Exception {
    Map<String, Integer> sizes = bytecodeSizes(OptimizedRequestReader.class);
    assertTrue(
        sizes.keySet().stream().anyMatch(m -> m.contains(" read(byte[], int)")),
        sizes.keySet().toString());
    assertTrue(sizes.size() >= 10, sizes.keySet().toString());
  }

  /** Method signature to the offset of its last instruction, from {@code javap -c -p}. */
  static Map<String, Integer> bytecodeSizes(Class<?> type) throws Exception {
    ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
    Path classes = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit =
        javap.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "-c",
            "-p",
            "-classpath",
            classes.toString(),
            type.getName());
    assertEquals(0, exit, err.toString());
    Map<String, Integer> sizes = new LinkedHashMap<>();
    String method = null;
    for (String line : out.toString().split("\n")) {
      Matcher signature = METHOD.matcher(line);
      if (signature.matches()) {
        method = signature.group(1) != null ? signature.group(1) : signature.group(2);
        continue;
      }
      Matcher instruction = INSTRUCTION.matcher(line);
      if (method != null && instruction.find()) {
        sizes.put(method, Integer.parseInt(instruction.group(1)));
      }
    }
    // A signature the pattern missed would lend its instructions to the method before it.
    long methodsWithCode = out.toString().lines().filter(l -> l.equals("    Code:")).count();
    assertEquals(methodsWithCode, sizes.size(), type.getName() + ": measured " + sizes.keySet());
    return sizes;
  }
}
