package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.scope.CommandScope;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code perfkit profile}: attaches async-profiler to a running JVM and starts a JFR recording with
 * the same settings as {@code run}, profiles for a window (optionally under load), then stops both
 * and leaves the JVM running with no profiler session or recording of ours active.
 */
public final class ProfileCollection {

  static final String INLINING_NOTE =
      "jdk.CompilerInlining covers only methods compiled after the attach; code compiled earlier"
          + " has no inlining events";

  static final String SIGINT_IGNORED_NOTE =
      "SIGINT is ignored in this process (started in the background of a script?), so Ctrl-C"
          + " cannot end the window: SIGTERM stops it and keeps what was collected, which"
          + " `perfkit analyze DIR` reads; or give --duration";

  private final ProfileRequest request;
  private final ProgressDisplay display;
  private final StopSignal stop;
  private final RunRecorder recorder;
  private final AsyncProfilerCommands commands;
  private final CountDownLatch windowEnded = new CountDownLatch(1);
  private boolean profilerStarted;
  private boolean recordingStarted;
  private Instant recordingStart;
  private Path jfrRepository;
  private LoadResults results;

  public ProfileCollection(ProfileRequest request, ProgressDisplay display, StopSignal stop) {
    this.request = request;
    this.display = display;
    this.stop = stop;
    this.recorder = new RunRecorder(request.dir().runJson(), "profile", request.invocation());
    this.commands = new AsyncProfilerCommands(request.target().pid());
  }

  /**
   * Profiles the window and always concludes run.json. A failure (the profiler or the recording
   * cannot start, the load cannot run) is recorded as the reason, then thrown once what was
   * collected is converted and run.json written.
   */
  public CollectionOutcome execute() {
    long pid = request.target().pid();
    recorder.target("attached", null, List.of(), List.of());
    recorder.pid(pid);
    recorder.jvm(request.target().jvm());
    recorder.appScope(
        request.appScope() != null ? request.appScope() : CommandScope.ofProcess(pid));
    recorder.writeUnfinished();
    CollectionFailure failure = new CollectionFailure();
    failure.guard("could not start: ", this::startRecording);
    if (!failure.happened()) {
      failure.guard(this::profileWindow);
    }
    // Whatever failed, and wherever: what perfkit started in the JVM is stopped, as it was found.
    failure.guard(this::stopRecording);
    CollectionOutcome outcome = conclude(failure.reason());
    failure.rethrow();
    return outcome;
  }

  private void profileWindow() {
    // Only a recording that started has an inlining window to speak of.
    recorder.note(INLINING_NOTE);
    recorder.writeUnfinished();
    display.step("note: " + INLINING_NOTE);
    ProcessHandle.of(request.target().pid()).ifPresent(h -> h.onExit().thenRun(this::reportDeath));
    stop.onStop(windowEnded::countDown);
    stop.onWindowEnd(windowEnded::countDown);
    results = window();
    recordWindow();
  }

  /** The window's length in run.json, and how it ended. */
  private void recordWindow() {
    double seconds = Duration.between(recordingStart, Instant.now()).toNanos() / 1e9;
    Duration requested = request.url() == null ? request.window() : null;
    String endedBy;
    if (stop.isRequested()) {
      endedBy = stop.reason();
    } else if (request.url() != null) {
      endedBy = "load";
    } else {
      endedBy = stop.windowEnded() ? "Ctrl-C" : "duration";
    }
    recorder.window(
        new RunRecord.Window(
            requested == null ? null : requested.toNanos() / 1e9, seconds, endedBy));
    if (stop.windowEnded() && !stop.isRequested()) {
      display.step(
          String.format(
              Locale.ROOT,
              "Ctrl-C: the window ends after %.1f s; analyzing it (Ctrl-C again aborts)",
              seconds));
    }
  }

  private void startRecording() {
    display.step("attaching to process " + request.target().pid() + " (" + request.events() + ")");
    commands.start(request.events(), request.dir().profileJfr());
    profilerStarted = true;
    recordingStart = Instant.now();
    String answer = commands.jcmd(JfrRecordingSettings.startCommand(request.dir().recordingJfr()));
    if (!answer.contains("Started recording")) {
      throw new CollectException(
          "process "
              + request.target().pid()
              + ": JFR.start failed: "
              + AsyncProfilerCommands.oneLine(answer));
    }
    recordingStarted = true;
    jfrRepository = jfrRepository();
  }

  /**
   * The JVM's JFR repository, for a rescue that may never be needed: a query that fails costs only
   * that rescue, never the profile, whose profiler and recording run already.
   */
  private Path jfrRepository() {
    try {
      return JfrRecordingSettings.repositoryIn(commands.jcmd("JFR.configure"));
    } catch (CollectException e) {
      recorder.note(
          "JFR.configure failed ("
              + e.getMessage()
              + "): a JVM that dies during the window leaves no recording.jfr");
      return null;
    }
  }

  private LoadResults window() {
    if (request.url() != null) {
      recorder.url(request.url().toString());
      display.step("profiling while driving load at " + request.url());
      return LoadSession.run(
          request.plan(),
          false,
          request.url(),
          request.dir().loadDir(),
          display,
          stop,
          request.target().pid(),
          recorder);
    }
    awaitWindow();
    return null;
  }

  private void awaitWindow() {
    display.step(
        request.window() == null
            ? "profiling until Ctrl-C (a first Ctrl-C ends the window and analyzes it; a second"
                + " aborts)"
            : "profiling for " + request.window().toSeconds() + " s (Ctrl-C stops earlier)");
    if (request.window() == null && stop.interruptIgnored()) {
      recorder.note(SIGINT_IGNORED_NOTE);
      display.step("note: " + SIGINT_IGNORED_NOTE);
    }
    try {
      if (request.window() == null) {
        windowEnded.await();
      } else {
        windowEnded.await(request.window().toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void reportDeath() {
    stop.request("process " + request.target().pid() + " exited during profiling");
  }

  /**
   * Stops only what this profile started: async-profiler already running for another session (the
   * reason a start fails) belongs to that session.
   */
  private void stopRecording() {
    if (!profilerStarted || !targetAlive()) {
      return;
    }
    display.step("stopping async-profiler and the JFR recording");
    try {
      commands.stop(request.dir().profileJfr());
    } catch (CollectException e) {
      recorder.note("async-profiler did not stop cleanly: " + e.getMessage());
    }
    if (!recordingStarted) {
      return;
    }
    String answer = commands.jcmd(JfrRecordingSettings.stopCommand());
    if (!answer.contains("Stopped recording")) {
      recorder.note("JFR.stop did not confirm: " + AsyncProfilerCommands.oneLine(answer));
    }
  }

  private CollectionOutcome conclude(String failure) {
    String reason = CollectionOutcome.incompleteReason(failure, stop, results);
    rescueRecording();
    ProfilingSummary.convertAndRecord(
        request.dir(), request.events(), "compilations after the attach", display, recorder);
    // logs/ exists only for what a JVM writes from its start; load/ only when load ran.
    RunDirectories.removeEmptyLayout(request.dir());
    RunRecord record = recorder.writeFinished(reason);
    return new CollectionOutcome(
        request.dir(), record, results, CollectionOutcome.statusOf(reason, stop));
  }

  /**
   * A JVM that died during the window wrote no recording.jfr; our recording's chunks are in its JFR
   * repository, which stays as the JVM left it.
   */
  private void rescueRecording() {
    if (jfrRepository == null || targetAlive()) {
      return;
    }
    String rescued = RecordingRescue.rescue(request.dir(), jfrRepository, recordingStart);
    if (rescued != null) {
      recorder.note(rescued);
      display.step(rescued);
    }
  }

  private boolean targetAlive() {
    return ProcessHandle.of(request.target().pid()).map(ProcessHandle::isAlive).orElse(false);
  }
}
