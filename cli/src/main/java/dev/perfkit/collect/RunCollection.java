package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.scope.CommandScope;
import java.net.URI;
import java.util.List;
import java.util.regex.Matcher;

/**
 * {@code perfkit run}: launches the target JVM with the profilers and logs, waits until it is
 * ready, drives the load, stops the target with SIGTERM so that it writes its recordings, converts
 * the profile, and writes run.json. Whatever happens (Ctrl-C, the target dies), it ends by writing
 * what it has.
 */
public final class RunCollection {

  private final RunRequest request;
  private final ProgressDisplay display;
  private final StopSignal stop;
  private final RunRecorder recorder;
  private final BundledServerLines serverLines = new BundledServerLines();
  private volatile boolean stopping;
  private TargetProcess target;
  private LoadResults results;

  public RunCollection(RunRequest request, ProgressDisplay display, StopSignal stop) {
    this.request = request;
    this.display = display;
    this.stop = stop;
    this.recorder = new RunRecorder(request.dir().runJson(), "run", request.invocation());
  }

  /**
   * Runs the whole collection and always concludes run.json. A target's failure is recorded, not
   * thrown; any other failure is recorded as the reason too, then thrown once what was collected is
   * converted and run.json written.
   */
  public CollectionOutcome execute() {
    CollectionFailure failure = new CollectionFailure();
    try {
      failure.guard(this::startAndDrive);
    } finally {
      stopping = true;
      if (target != null) {
        failure.guard(() -> finish(target));
      }
    }
    CollectionOutcome outcome = conclude(failure.reason());
    failure.rethrow();
    return outcome;
  }

  private void startAndDrive() {
    List<String> flags = targetFlags();
    List<String> command = command(flags);
    recorder.target(
        request.bundledServer() ? "bundled-server" : "command",
        command,
        flags,
        request.userJvmArgs());
    recorder.appScope(request.appScope() != null ? request.appScope() : CommandScope.of(command));
    recorder.writeUnfinished();
    recorder.jvm(JvmIdentity.ofLauncher(command.get(0)));
    target = start(command);
    URI url = awaitReady(target);
    results = url == null ? null : drive(target, url);
  }

  /** Without the JFR repository flag when the target has JFR options of its own: a note says so. */
  private List<String> targetFlags() {
    String userJfrOptions =
        request.events().isEmpty()
            ? null
            : UserJfrOptions.note(request.userJvmArgs(), request.userCommand(), System.getenv());
    if (userJfrOptions != null) {
      recorder.note(userJfrOptions);
      display.step("note: " + userJfrOptions);
    }
    return TargetJvmFlags.of(
        request.dir(), request.events(), request.userJvmArgs(), userJfrOptions == null);
  }

  private List<String> command(List<String> flags) {
    if (request.bundledServer()) {
      return TargetCommandLine.bundledServer(flags, request.serverArgs());
    }
    return TargetCommandLine.userCommand(request.userCommand(), flags);
  }

  private TargetProcess start(List<String> command) {
    if (readiness() instanceof Readiness.Port port && port.isReady(null)) {
      throw new TargetFailure(
          "port "
              + port.port()
              + " already accepts connections before the target started: another process holds"
              + " it, so perfkit cannot tell when the target is ready");
    }
    display.step("starting the target: " + String.join(" ", command));
    TargetProcess target =
        TargetProcess.start(command, request.dir(), readiness(), serverLines::accept);
    recorder.pid(target.pid());
    return target;
  }

  private Readiness readiness() {
    return request.bundledServer()
        ? new Readiness.Line(BundledServerLines.LISTENING)
        : request.readiness();
  }

  /** Waits for readiness; returns the URL to load, or null when a stop came first. */
  private URI awaitReady(TargetProcess target) {
    Matcher line = target.awaitReady(readiness(), request.startupTimeout(), stop);
    if (stop.isRequested()) {
      return null;
    }
    URI url = request.url();
    if (request.bundledServer()) {
      recorder.configuration(BundledServerLines.configuration(line));
      url = URI.create("http://127.0.0.1:" + BundledServerLines.port(line) + "/");
    }
    recorder.url(url.toString());
    recorder.writeUnfinished();
    display.step("target ready (pid " + target.pid() + "); driving load at " + url);
    return url;
  }

  private LoadResults drive(TargetProcess target, URI url) {
    target.onExit(() -> reportDeath(target));
    return LoadSession.run(
        request.plan(),
        request.warmupUntilJitIdle(),
        url,
        request.dir().loadDir(),
        display,
        stop,
        target.pid(),
        recorder);
  }

  private void reportDeath(TargetProcess target) {
    if (!stopping) {
      stop.request("the target exited during the load: " + target.exitDescription());
    }
  }

  private void finish(TargetProcess target) {
    if (target.exitCode() == null) {
      display.step("stopping the target (SIGTERM) so that it writes its recordings and logs");
    }
    String problem = target.stop(request.stopTimeout());
    if (problem != null) {
      recorder.note(problem);
      display.step(problem);
    }
    recorder.exitCode(target.exitCode());
    String rescued = RecordingRescue.rescueAndRemove(request.dir());
    if (rescued != null) {
      recorder.note(rescued);
      display.step(rescued);
    }
    RunDirectories.removeIfEmptyFile(request.dir().targetOut());
    RunDirectories.removeIfEmptyFile(request.dir().targetErr());
    if (request.bundledServer()) {
      recorder.handledRequests(serverLines.handledRequests());
    }
  }

  private CollectionOutcome conclude(String failure) {
    String reason = CollectionOutcome.incompleteReason(failure, stop, results);
    recordProfiling();
    RunDirectories.removeEmptyLayout(request.dir());
    RunRecord record = recorder.writeFinished(reason);
    return new CollectionOutcome(
        request.dir(), record, results, CollectionOutcome.statusOf(reason, stop));
  }

  private void recordProfiling() {
    if (request.events().isEmpty()) {
      recorder.profiling(new RunRecord.Profiling(List.of(), null, null, null, null));
      return;
    }
    ProfilingSummary.convertAndRecord(
        request.dir(),
        request.events(),
        "all compilations (JFR started with the JVM)",
        display,
        recorder);
  }
}
