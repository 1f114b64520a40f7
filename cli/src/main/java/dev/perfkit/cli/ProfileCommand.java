package dev.perfkit.cli;

import dev.perfkit.collect.AttachTarget;
import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.EventSelection;
import dev.perfkit.collect.Invocation;
import dev.perfkit.collect.ProfileCollection;
import dev.perfkit.collect.ProfileRequest;
import dev.perfkit.load.LoadPlan;
import java.net.URI;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code perfkit profile}: attaches to a running JVM, profiles a window, leaves it running. */
@Command(
    name = "profile",
    header = "Attaches async-profiler and JFR to a running JVM for a while.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Attach async-profiler and a JFR recording to a running JVM for --duration (or until"
          + " Ctrl-C, which then ends the window normally; a second Ctrl-C aborts), optionally driving load at --url, then stop both and write a run"
          + " directory. The JVM keeps running, with nothing of perfkit's left active in it.",
      "Inlining events cover only methods compiled after the attach."
    },
    optionListHeading = "%nThe profile and its output:%n",
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit profile --pid 4242 --out runs/prod-like --duration 60s",
      "  perfkit profile --pid 4242 --out runs/loaded --url http://127.0.0.1:8080/ --duration 30s"
    })
public final class ProfileCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin CollectOptions collect;

  @Mixin FindingsOptions findings;

  @ArgGroup(validate = false, heading = "%nLoad:%n", order = 3)
  LoadOptions load = new LoadOptions();

  @Option(
      names = "--pid",
      required = true,
      paramLabel = "PID",
      description = "The process id of the running JVM.")
  long pid;

  @Option(
      names = "--url",
      paramLabel = "URL",
      description =
          "Drive load at this URL during the window (its --duration or --requests): without"
              + " --scenario, every request is GET of exactly this URL, its path and query.")
  URI url;

  @Override
  public Integer call() {
    FindingsText.View view = findings.view(); // a bad --top is refused before anything starts
    EventSelection events = collect.eventSelection();
    if (events.isEmpty()) {
      throw PerfkitException.usage("--events none: profile needs at least one event to record");
    }
    LoadPlan plan = plan();
    collect.checkDirectory();
    if (url != null) {
      LoadOptions.resolveHost(url); // before the attach that inspect() makes
    }
    AttachTarget target = inspect();
    ProfileRequest request =
        new ProfileRequest(
            target,
            collect.prepareDirectory(),
            new Invocation(
                BuildVersion.version(), spec.commandLine().getParseResult().originalArgs()),
            events,
            load.duration,
            url,
            plan,
            collect.appScope());
    return CollectionSession.run(
        spec.commandLine(),
        collect,
        url == null && load.duration == null,
        view,
        (display, stop) -> new ProfileCollection(request, display, stop).execute());
  }

  /** The load plan, or null without --url: only --duration applies then, as the window. */
  private LoadPlan plan() {
    if (url == null) {
      load.refuseLoadOptionsWithout("--url", spec.commandLine().getParseResult());
      return null;
    }
    LoadOptions.checkUrl(url);
    return load.toPlan(url);
  }

  private AttachTarget inspect() {
    try {
      return AttachTarget.inspect(pid);
    } catch (CollectException e) {
      throw PerfkitException.badInput(e.getMessage());
    }
  }
}
