package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.scope.AppScope;
import dev.perfkit.load.LoadPlan;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * Everything {@code perfkit run} was asked to do.
 *
 * @param dir the prepared run directory
 * @param invocation which perfkit ran and how, for run.json
 * @param events the async-profiler events; empty for a run without profiler and JFR
 * @param userJvmArgs the user's extra JVM flags
 * @param serverArgs the bundled server's flags, or null when the target is the user's command
 * @param userCommand the user's java command line, or null for the bundled server
 * @param readiness how the user's command shows it is ready (ignored for the bundled server)
 * @param url where to drive load at the user's command (ignored for the bundled server)
 * @param plan the load
 * @param warmupUntilJitIdle whether the warm-up goes on past its planned length until the target's
 *     JIT compilers are idle
 * @param startupTimeout how long the target may take to become ready
 * @param stopTimeout how long the target may take to exit after SIGTERM
 * @param appScope the application's packages as {@code --app-packages} gave them, or null to find
 *     them in the command
 */
public record RunRequest(
    RunDirectory dir,
    Invocation invocation,
    EventSelection events,
    List<String> userJvmArgs,
    List<String> serverArgs,
    List<String> userCommand,
    Readiness readiness,
    URI url,
    LoadPlan plan,
    boolean warmupUntilJitIdle,
    Duration startupTimeout,
    Duration stopTimeout,
    AppScope appScope) {

  public boolean bundledServer() {
    return userCommand == null;
  }

  /** The same run, into another directory: one repeat of a repeat set. */
  public RunRequest in(RunDirectory other) {
    return new RunRequest(
        other,
        invocation,
        events,
        userJvmArgs,
        serverArgs,
        userCommand,
        readiness,
        url,
        plan,
        warmupUntilJitIdle,
        startupTimeout,
        stopTimeout,
        appScope);
  }
}
