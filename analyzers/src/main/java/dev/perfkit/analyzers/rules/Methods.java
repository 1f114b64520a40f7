package dev.perfkit.analyzers.rules;

/** The one way findings name a method: {@code pkg.Class.method}, with no descriptor. */
final class Methods {

  private Methods() {}

  /**
   * {@code java.util.ArrayList::grow(I)[Ljava/lang/Object;} as {@code java.util.ArrayList.grow}.
   */
  static String dotted(String method) {
    int separator = method.indexOf("::");
    if (separator < 0) {
      return method;
    }
    int paren = method.indexOf('(', separator + 2);
    return method.substring(0, separator)
        + "."
        + method.substring(separator + 2, paren < 0 ? method.length() : paren);
  }

  /** The class part of {@code pkg.Class.method}. */
  static String holderOf(String method) {
    int dot = method.lastIndexOf('.');
    return dot < 0 ? "" : method.substring(0, dot);
  }

  /** The method name of {@code pkg.Class.method}. */
  static String simpleNameOf(String method) {
    return method.substring(method.lastIndexOf('.') + 1);
  }
}
