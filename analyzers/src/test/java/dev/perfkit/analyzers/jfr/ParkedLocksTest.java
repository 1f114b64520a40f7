package dev.perfkit.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.ClassSites;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which parks are contention, on a real recording of this JVM: threads queueing for a held
 * ReentrantLock are; a thread waiting on a CountDownLatch for the whole recording, as a server's
 * main thread waits for shutdown, is not. Cross-checked with the {@code jfr} tool's print of the
 * same parks.
 */
class ParkedLocksTest {

  private static final String LOCK_SYNC = "java.util.concurrent.locks.ReentrantLock$NonfairSync";
  private static final String LATCH_SYNC = "java.util.concurrent.CountDownLatch$Sync";

  @TempDir Path dir;

  @Test
  void aLatchWaitIsNotContentionAndAQueueForALockIs() throws Exception {
    Path jfr = dir.resolve("parks.jfr");
    try (Recording recording = new Recording()) {
      recording.enable("jdk.ThreadPark").withThreshold(Duration.ofMillis(10)).withStackTrace();
      recording.start();
      parkOnALatchAndQueueForALock();
      recording.stop();
      recording.dump(jfr);
    }
    Map<String, Long> printed = parkedNanosByBlocker(jfr);
    assertTrue(printed.getOrDefault(LATCH_SYNC, 0L) > 300_000_000L, printed.toString());
    assertTrue(printed.getOrDefault(LOCK_SYNC, 0L) > 100_000_000L, printed.toString());

    JfrRecording read = new JfrRecordingReader().parse(jfr);
    List<ClassSite> sites = ClassSites.of(read.lock());
    assertFalse(sites.isEmpty());
    assertTrue(
        sites.stream().allMatch(site -> site.className().equals(LOCK_SYNC)), sites.toString());
    assertEquals(printed.get(LOCK_SYNC), read.lock().total());
  }

  @Test
  void theJdksLocksAreLocksAndItsOtherSynchronizersAreNot() {
    assertTrue(RecordingAggregate.isLock(LOCK_SYNC));
    assertTrue(
        RecordingAggregate.isLock("java.util.concurrent.locks.ReentrantReadWriteLock$FairSync"));
    assertTrue(RecordingAggregate.isLock("java.util.concurrent.locks.StampedLock"));
    assertTrue(RecordingAggregate.isLock("java.util.concurrent.Semaphore$NonfairSync"));
    assertFalse(RecordingAggregate.isLock(LATCH_SYNC));
    assertFalse(
        RecordingAggregate.isLock(
            "java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject"));
    assertFalse(RecordingAggregate.isLock("java.util.concurrent.FutureTask"));
  }

  /**
   * One thread waits on a latch while three threads take one lock five times each and hold it 30
   * ms: about 450 ms on the latch, and two threads queueing for the lock most of that time.
   */
  private static void parkOnALatchAndQueueForALock() throws InterruptedException {
    CountDownLatch stopped = new CountDownLatch(1);
    Thread waiter = new Thread(() -> awaitUninterruptibly(stopped), "latch-waiter");
    waiter.start();
    ReentrantLock lock = new ReentrantLock();
    Runnable contend =
        () -> {
          for (int i = 0; i < 5; i++) {
            lock.lock();
            try {
              Thread.sleep(30);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            } finally {
              lock.unlock();
            }
          }
        };
    Thread[] contenders = {new Thread(contend), new Thread(contend), new Thread(contend)};
    for (Thread contender : contenders) {
      contender.start();
    }
    for (Thread contender : contenders) {
      contender.join();
    }
    stopped.countDown();
    waiter.join();
  }

  private static void awaitUninterruptibly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Each blocker's parked nanoseconds, from the {@code jfr} tool's JSON print of the parks. */
  private static Map<String, Long> parkedNanosByBlocker(Path jfr) throws Exception {
    JsonNode printed =
        new ObjectMapper()
            .readTree(
                ProfiledRun.jfrTool(
                    "print",
                    "--json",
                    "--stack-depth",
                    "1",
                    "--events",
                    "jdk.ThreadPark",
                    jfr.toString()));
    Map<String, Long> nanos = new TreeMap<>();
    for (JsonNode event : printed.path("recording").path("events")) {
      JsonNode values = event.path("values");
      // The tool prints a class's internal name, with slashes.
      String blocker = values.path("parkedClass").path("name").asText("").replace('/', '.');
      long duration = Duration.parse(values.path("duration").asText()).toNanos();
      nanos.merge(blocker, duration, Long::sum);
    }
    return nanos;
  }
}
