package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.load.BuiltInScenarios;
import dev.perfkit.load.LoadPhase;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failure of perfkit's own during {@code run}, after the target started (here the load cannot
 * write its results: load/ is a file): the target is still stopped, its profile converted and
 * run.json concluded with the reason before the failure reaches the user.
 */
class RunCollectionFailureTest {

  @TempDir Path temp;

  @Test
  void concludesRunJsonAndConvertsTheProfileWhenTheLoadFails() throws Exception {
    RunDirectory dir = RunDirectories.prepare(temp.resolve("run"), false);
    Files.delete(dir.loadDir());
    Files.writeString(dir.loadDir(), "not a directory");
    RunRequest request =
        new RunRequest(
            dir,
            new Invocation("test", List.of("run")),
            EventSelection.parse("cpu"),
            List.of(),
            List.of("--port", "0"),
            null,
            null,
            null,
            BuiltInScenarios.find("hello")
                .orElseThrow()
                .withWarmup(LoadPhase.NONE)
                .withMeasured(LoadPhase.ofRequests(10)),
            false,
            Duration.ofSeconds(60),
            Duration.ofSeconds(30),
            null);
    StringWriter err = new StringWriter();
    ProgressDisplay display = new ProgressDisplay(new PrintWriter(err, true), false);

    CollectException failure =
        assertThrows(
            CollectException.class,
            () -> new RunCollection(request, display, new StopSignal()).execute());

    assertTrue(failure.getMessage().startsWith("load at http://127.0.0.1:"), failure.getMessage());
    JsonNode run = new ObjectMapper().readTree(dir.runJson().toFile());
    assertFalse(run.get("complete").asBoolean());
    assertEquals(failure.getMessage(), run.get("incompleteReason").asText());
    assertFalse(run.get("end").isNull(), run.toString());
    assertEquals(0, run.at("/target/exitCode").asInt(), "the target was stopped: " + run);
    assertEquals("profile.jfr", run.at("/profiling/profileFile").asText(), run.toString());
    assertEquals("cpu", run.at("/profiling/events/0/name").asText(), run.toString());
    assertTrue(err.toString().contains("converting profile.jfr"), err.toString());
  }
}
