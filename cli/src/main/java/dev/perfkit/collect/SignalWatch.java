package dev.perfkit.collect;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Sees SIGINT, SIGTERM and SIGHUP during a collection before the JVM does. It tells the {@link
 * StopSignal} which signal came, then hands it on to the JVM's own handler, whose shutdown runs the
 * {@link InterruptHook} and exits with 128 + the signal's number (130, 143, 129). Only for an
 * open-ended window is the first SIGINT kept from the JVM: it ends the window normally, and the
 * next one aborts.
 *
 * <p>{@code sun.misc.Signal} (module jdk.unsupported, exported to every module) is reached by
 * reflection: javac warns of it as proprietary API on every use, and the build fails on warnings.
 * Where it is missing, the JVM handles the signals as before and the stop reason names none.
 */
public final class SignalWatch implements AutoCloseable {

  private static final List<String> SIGNALS = List.of("INT", "TERM", "HUP");

  private final StopSignal stop;
  private final Runnable firstInterrupt;
  private final AtomicBoolean interruptSeen = new AtomicBoolean();
  private final Map<Object, Object> previous = new LinkedHashMap<>();

  private SignalWatch(StopSignal stop, Runnable firstInterrupt) {
    this.stop = stop;
    this.firstInterrupt = firstInterrupt;
  }

  /**
   * Watches the signals for one collection. {@code firstInterrupt}, when not null, runs on the
   * first SIGINT instead of the JVM's shutdown.
   */
  public static SignalWatch install(StopSignal stop, Runnable firstInterrupt) {
    SignalWatch watch = new SignalWatch(stop, firstInterrupt);
    Reflected.INSTANCE.ifPresent(api -> watch.installWith(api));
    return watch;
  }

  /** Gives the signals back to the handlers they had. */
  @Override
  public void close() {
    Reflected.INSTANCE.ifPresent(
        api -> previous.forEach((signal, handler) -> api.handle(signal, handler)));
    previous.clear();
  }

  private void installWith(Reflected api) {
    Object handler = api.handler(this::received);
    for (String name : SIGNALS) {
      Object signal = api.signal(name);
      if (signal != null) {
        Object old = api.handle(signal, handler);
        if (old != null) {
          previous.put(signal, old);
        }
        // Ignored when the JVM started (the background of a script, nohup): the JVM installs
        // nothing then, and no Ctrl-C will reach it.
        if (name.equals("INT") && api.isIgnore(old)) {
          stop.noteInterruptIgnored();
        }
      }
    }
  }

  /** On the JVM's signal thread. */
  private void received(Object signal, String name) {
    if (name.equals("INT") && firstInterrupt != null && interruptSeen.compareAndSet(false, true)) {
      firstInterrupt.run();
      return;
    }
    stop.noteSignal("SIG" + name);
    Object jvmHandler = previous.get(signal);
    if (jvmHandler != null) {
      Reflected.INSTANCE.ifPresent(api -> api.call(jvmHandler, signal));
    }
  }

  /** What is needed of {@code sun.misc.Signal}, looked up once; absent when the JDK lacks it. */
  private static final class Reflected {
    static final Optional<Reflected> INSTANCE = lookUp();

    private final Class<?> signalClass;
    private final Class<?> handlerClass;
    private final Method handle;
    private final Method getName;
    private final Method getNumber;
    private final Method handlerHandle;
    private final Object ignore;

    private Reflected(Class<?> signalClass, Class<?> handlerClass)
        throws ReflectiveOperationException {
      this.signalClass = signalClass;
      this.handlerClass = handlerClass;
      this.handle = signalClass.getMethod("handle", signalClass, handlerClass);
      this.getName = signalClass.getMethod("getName");
      this.getNumber = signalClass.getMethod("getNumber");
      this.handlerHandle = handlerClass.getMethod("handle", signalClass);
      this.ignore = handlerClass.getField("SIG_IGN").get(null);
    }

    /** Whether {@code handler} is the JVM's token for a signal the process ignores. */
    boolean isIgnore(Object handler) {
      return handler != null && handler.equals(ignore);
    }

    private static Optional<Reflected> lookUp() {
      try {
        return Optional.of(
            new Reflected(
                Class.forName("sun.misc.Signal"), Class.forName("sun.misc.SignalHandler")));
      } catch (ReflectiveOperationException | LinkageError e) {
        return Optional.empty();
      }
    }

    /** The signal of that name, or null when this OS has none or the JVM keeps it. */
    Object signal(String name) {
      try {
        return signalClass.getConstructor(String.class).newInstance(name);
      } catch (ReflectiveOperationException | RuntimeException e) {
        return null;
      }
    }

    /** Installs the handler; returns the one it replaced, or null when it could not. */
    Object handle(Object signal, Object handler) {
      try {
        return handle.invoke(null, signal, handler);
      } catch (ReflectiveOperationException | RuntimeException e) {
        return null; // -Xrs, or a signal the JVM uses itself: left to the JVM
      }
    }

    /** Hands the signal on; exits as the JVM would, 128 + its number, if that fails. */
    void call(Object handler, Object signal) {
      try {
        handlerHandle.invoke(handler, signal);
      } catch (ReflectiveOperationException | RuntimeException e) {
        Runtime.getRuntime().exit(128 + number(signal));
      }
    }

    private int number(Object signal) {
      try {
        return (Integer) getNumber.invoke(signal);
      } catch (ReflectiveOperationException | RuntimeException e) {
        return 0;
      }
    }

    Object handler(SignalReceiver receiver) {
      InvocationHandler invocation =
          (proxy, method, args) -> {
            if (method.getName().equals("handle") && args != null && args.length == 1) {
              receiver.received(args[0], (String) getName.invoke(args[0]));
              return null;
            }
            return switch (method.getName()) {
              case "hashCode" -> System.identityHashCode(proxy);
              case "equals" -> proxy == args[0];
              default -> "perfkit signal watch";
            };
          };
      return Proxy.newProxyInstance(
          SignalWatch.class.getClassLoader(), new Class<?>[] {handlerClass}, invocation);
    }
  }

  @FunctionalInterface
  private interface SignalReceiver {
    void received(Object signal, String name);
  }
}
