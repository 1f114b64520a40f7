package dev.perfkit.server;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;

/**
 * Runs an action on SIGTERM and SIGINT instead of the JVM's default, so that a stopped server can
 * exit with status 0 (a shutdown hook alone would exit with 143). Uses {@code sun.misc.Signal}
 * through reflection: it is the JDK's only signal API, and javac warns on any direct use of it.
 */
final class StopSignals {
  private StopSignals() {}

  /** Installs {@code action} for TERM and INT; false when the JVM does not allow it (-Xrs). */
  static boolean install(Runnable action) {
    try {
      Class<?> signalClass = Class.forName("sun.misc.Signal");
      Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
      Object handler =
          Proxy.newProxyInstance(
              handlerClass.getClassLoader(), new Class<?>[] {handlerClass}, handler(action));
      for (String name : new String[] {"TERM", "INT"}) {
        Object signal = signalClass.getConstructor(String.class).newInstance(name);
        signalClass.getMethod("handle", signalClass, handlerClass).invoke(null, signal, handler);
      }
      return true;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return false;
    }
  }

  private static InvocationHandler handler(Runnable action) {
    return (proxy, method, args) ->
        switch (method.getName()) {
          case "handle" -> {
            action.run();
            yield null;
          }
          case "hashCode" -> System.identityHashCode(proxy);
          case "equals" -> proxy == args[0];
          default -> "StopSignals handler";
        };
  }
}
