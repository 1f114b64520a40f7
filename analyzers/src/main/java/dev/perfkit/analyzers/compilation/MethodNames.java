package dev.perfkit.analyzers.compilation;

import java.util.HashMap;
import java.util.Map;

/**
 * Spells methods the same way whether the log names them in one attribute ({@code <task
 * method='java.util.ArrayList add (Ljava/lang/Object;)Z'>}) or by ids ({@code <method holder= name=
 * arguments= return=>}): {@code java.util.ArrayList::add(Ljava/lang/Object;)Z}. JDK 7 and 8 name
 * classes with slashes ({@code java/lang/String charAt (I)C}); the holder is spelt with dots all
 * the same, as profiles and later JDKs spell it. The descriptor stays: it tells overloads apart.
 */
public final class MethodNames {

  private static final Map<String, String> PRIMITIVES =
      Map.of(
          "void", "V", "boolean", "Z", "byte", "B", "char", "C", "short", "S", "int", "I", "long",
          "J", "float", "F", "double", "D");

  private MethodNames() {}

  /** Converts the log's "holder name descriptor" form; returns the input if it has another form. */
  static String fromTaskAttribute(String method) {
    int firstSpace = method.indexOf(' ');
    int secondSpace = method.indexOf(' ', firstSpace + 1);
    if (firstSpace < 0 || secondSpace < 0) {
      return method;
    }
    return holderName(method.substring(0, firstSpace))
        + "::"
        + method.substring(firstSpace + 1, secondSpace)
        + method.substring(secondSpace + 1);
  }

  /** A class as the log names it, {@code java/lang/String} (JDK 7, 8) or with dots, with dots. */
  static String holderName(String klass) {
    return klass.replace('/', '.');
  }

  /** The JVM descriptor of a type the log names as "int", "java.lang.String" or "[I". */
  static String descriptor(String typeName) {
    String primitive = PRIMITIVES.get(typeName);
    if (primitive != null) {
      return primitive;
    }
    String internal = typeName.replace('.', '/');
    return typeName.startsWith("[") ? internal : "L" + internal + ";";
  }

  /** Remembers descriptors: a log names the same few thousand types over and over. */
  static final class DescriptorCache {
    private final Map<String, String> descriptors = new HashMap<>();

    String of(String typeName) {
      return descriptors.computeIfAbsent(typeName, MethodNames::descriptor);
    }
  }

  /** The class part of {@code holder::name(...)}. */
  public static String holderOf(String method) {
    int separator = method.indexOf("::");
    return separator < 0 ? "" : method.substring(0, separator);
  }

  /** The bare method name of {@code holder::name(...)}. */
  public static String simpleNameOf(String method) {
    int separator = method.indexOf("::");
    int paren = method.indexOf('(', separator + 2);
    return method.substring(separator + 2, paren < 0 ? method.length() : paren);
  }

  /** {@code java.util.ArrayList::grow(I)[Ljava/lang/Object;} as {@code ArrayList::grow}. */
  public static String shortNameOf(String method) {
    String holder = holderOf(method);
    return holder.substring(holder.lastIndexOf('.') + 1) + "::" + simpleNameOf(method);
  }
}
