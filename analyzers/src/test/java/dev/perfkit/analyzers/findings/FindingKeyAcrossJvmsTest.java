package dev.perfkit.analyzers.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A finding about a lambda has the same key in every JVM: the compilation log and the profilers
 * name the lambda's class with an address that differs in each, and the key folds it.
 */
class FindingKeyAcrossJvmsTest {

  private static Finding about(String subject) {
    return new FindingBuilder("inlining-failure", subject, 60)
        .summary(subject + " is not inlined")
        .evidence(List.of());
  }

  @Test
  void aFindingAboutALambdaHasOneKeyWhateverItsJvmsAddress() {
    Finding first = about("a.Server$$Lambda/0x0000000017049978.run -> a.Reader.read");
    Finding second = about("a.Server$$Lambda.0x0000000041049978.run -> a.Reader.read");
    Finding jdk17 = about("a.Server$$Lambda$14/0x0000000800c03000.run -> a.Reader.read");
    String key = "inlining-failure:a.Server$$Lambda.run -> a.Reader.read";
    assertEquals(key, first.key());
    assertEquals(key, second.key());
    assertEquals(key, jdk17.key());
    assertEquals("a.Server$$Lambda.run -> a.Reader.read", second.subject());
    assertEquals("a.Server$$Lambda.run -> a.Reader.read is not inlined", jdk17.summary());
  }
}
