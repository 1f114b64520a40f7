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

  /** The class part of {@code pkg.Class.method} (an overload's descriptor has no dots). */
  static String holderOf(String method) {
    int paren = method.indexOf('(');
    int dot = method.lastIndexOf('.', paren < 0 ? method.length() : paren);
    return dot < 0 ? "" : method.substring(0, dot);
  }

  /** The method name of {@code pkg.Class.method}, without an overload's descriptor. */
  static String simpleNameOf(String method) {
    int paren = method.indexOf('(');
    String name = paren < 0 ? method : method.substring(0, paren);
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
