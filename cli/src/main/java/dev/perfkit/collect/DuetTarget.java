package dev.perfkit.collect;

import dev.perfkit.server.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of a duet, started afresh each round on the port given: the bundled server in a variant
 * with its injected regressions, or the user's command with {@code {port}} where it takes its port,
 * run by {@code /bin/sh -c 'exec ...'} so that the process perfkit reads is the service itself.
 *
 * @param label what the side is, in words: "bundled server (legacy)", the command as written
 * @param template the user's command, or null for the bundled server
 * @param serverArgs the bundled server's arguments but its port
 */
public record DuetTarget(String label, String template, List<String> serverArgs) {

  /** Where a user's command takes its port. */
  public static final String PORT_PLACEHOLDER = "{port}";

  public DuetTarget {
    serverArgs = List.copyOf(serverArgs);
  }

  /**
   * The bundled server in {@code variant} with its I/O mode and thread flags ({@code modeArgs}),
   * with the regressions given injected (null: none).
   */
  public static DuetTarget bundled(
      Variant variant, List<String> modeArgs, Integer injectCpuNs, Integer injectAllocBytes) {
    List<String> args = new ArrayList<>(List.of("--variant", variant.key(), "--bind", "127.0.0.1"));
    args.addAll(modeArgs);
    String label = "bundled server (" + variant.key();
    if (injectCpuNs != null) {
      args.addAll(List.of("--inject-cpu-ns", injectCpuNs.toString()));
      label += ", +" + injectCpuNs + " ns CPU";
    }
    if (injectAllocBytes != null) {
      args.addAll(List.of("--inject-alloc-bytes", injectAllocBytes.toString()));
      label += ", +" + injectAllocBytes + " bytes";
    }
    return new DuetTarget(label + ")", null, args);
  }

  /** The user's command; throws IllegalArgumentException in words when it has no {@code {port}}. */
  public static DuetTarget command(String template) {
    if (template.isBlank()) {
      throw new IllegalArgumentException("the command is empty");
    }
    if (!template.contains(PORT_PLACEHOLDER)) {
      throw new IllegalArgumentException(
          "'" + template + "' has no " + PORT_PLACEHOLDER + " where the service takes its port");
    }
    return new DuetTarget(template, template, List.of());
  }

  /** The command line that starts this side on {@code port}. */
  public List<String> command(int port) {
    if (template == null) {
      List<String> args = new ArrayList<>(serverArgs);
      args.addAll(List.of("--port", Integer.toString(port)));
      return TargetCommandLine.bundledServer(List.of(), args);
    }
    String line = template.replace(PORT_PLACEHOLDER, Integer.toString(port));
    return List.of("/bin/sh", "-c", "exec " + line);
  }

  /** How to tell that it is ready: the bundled server's line, else its port accepting. */
  public Readiness readiness(int port) {
    return template == null
        ? new Readiness.Line(BundledServerLines.LISTENING)
        : new Readiness.Port(port);
  }

  /** Whether this is the bundled server. */
  public boolean bundled() {
    return template == null;
  }
}
