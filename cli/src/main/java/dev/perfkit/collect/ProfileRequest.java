package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.scope.AppScope;
import dev.perfkit.load.LoadPlan;
import java.net.URI;
import java.time.Duration;

/**
 * Everything {@code perfkit profile} was asked to do.
 *
 * @param target the checked JVM
 * @param dir the prepared run directory
 * @param invocation which perfkit ran and how, for run.json
 * @param events the async-profiler events
 * @param window how long to profile when no load is driven; null means until Ctrl-C
 * @param url where to drive load during the window, or null
 * @param plan the load when {@code url} is given; its length is then the window
 * @param appScope the application's packages as {@code --app-packages} gave them, or null to find
 *     them in the attached JVM's command line
 */
public record ProfileRequest(
    AttachTarget target,
    RunDirectory dir,
    Invocation invocation,
    EventSelection events,
    Duration window,
    URI url,
    LoadPlan plan,
    AppScope appScope) {}
