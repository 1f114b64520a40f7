package dev.perfkit.analyzers.jfr;

/**
 * Turns JFR's class names into source spelling, as async-profiler's collapsed output has them: JFR
 * names arrays by descriptor ({@code [B}, {@code [Ljava.lang.String;}), stacks name them {@code
 * byte[]}, {@code java.lang.String[]}.
 */
final class ClassNames {

  private ClassNames() {}

  static String sourceName(String jfrName) {
    int dims = 0;
    while (dims < jfrName.length() && jfrName.charAt(dims) == '[') {
      dims++;
    }
    if (dims == 0) {
      return jfrName.replace('/', '.');
    }
    return element(jfrName.substring(dims)) + "[]".repeat(dims);
  }

  private static String element(String descriptor) {
    return switch (descriptor) {
      case "B" -> "byte";
      case "C" -> "char";
      case "D" -> "double";
      case "F" -> "float";
      case "I" -> "int";
      case "J" -> "long";
      case "S" -> "short";
      case "Z" -> "boolean";
      default ->
          descriptor.startsWith("L") && descriptor.endsWith(";")
              ? descriptor.substring(1, descriptor.length() - 1).replace('/', '.')
              : descriptor;
    };
  }
}
