package dev.perfkit.analyzers.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecordFileTest {

  @TempDir Path dir;

  static RunRecord record() {
    return new RunRecord(
        RunRecord.SCHEMA_VERSION,
        "0.1.0",
        "run",
        List.of("run", "--out", "runs/a"),
        new RunRecord.Target(
            "bundled-server",
            42,
            List.of("java", "-jar", "server.jar"),
            List.of("-Xlog:gc*"),
            List.of(),
            "http://127.0.0.1:8080/hello",
            Map.of("variant", "legacy"),
            1000L,
            0,
            2.5,
            0.5,
            new RunRecord.CpuWindow(3, 1.75, 0.25)),
        new RunRecord.Jvm("25", "Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "/jdk"),
        new RunRecord.Host("box", 2, "Linux", "amd64"),
        new RunRecord.Profiling(List.of(), null, null, null, null),
        new RunRecord.Load("hello", 1000, 0, 4.5, true),
        null,
        "2026-11-20T10:00:00Z",
        "2026-11-20T10:00:30Z",
        true,
        null,
        List.of(),
        null);
  }

  @Test
  void whatTheCollectorWritesTheAnalysisReadsBack() throws Exception {
    Path file = dir.resolve("run.json");
    RunRecordFile.write(record(), file);
    assertEquals(record(), RunRecordFile.read(file));
  }

  @Test
  void aFileThatIsNotJsonIsOneLine() throws Exception {
    Path file = Files.writeString(dir.resolve("run.json"), "not json");
    UnreadableEvidenceException e =
        assertThrows(UnreadableEvidenceException.class, () -> RunRecordFile.read(file));
    assertEquals(true, e.getMessage().startsWith(file + ": not a run.json perfkit reads: "));
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }

  @Test
  void aNewerSchemaIsRefusedByName() throws Exception {
    Path file = Files.writeString(dir.resolve("run.json"), "{\"schemaVersion\":2}");
    UnreadableEvidenceException e =
        assertThrows(UnreadableEvidenceException.class, () -> RunRecordFile.read(file));
    assertEquals(
        file + ": run.json schema 2 is newer than this perfkit reads (1); upgrade perfkit",
        e.getMessage());
  }
}
