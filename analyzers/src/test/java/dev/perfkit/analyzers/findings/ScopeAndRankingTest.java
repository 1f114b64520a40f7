package dev.perfkit.analyzers.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.scope.AppScope;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whose code a finding is about, how that ranks it, and what its key and evidence hold. */
class ScopeAndRankingTest {

  @Test
  void aSubjectIsTheJdksOnlyWhenEveryMethodInItIs() {
    assertEquals(Scope.APPLICATION, Scope.of(""));
    assertEquals(Scope.APPLICATION, Scope.of("app.Server.handle"));
    assertEquals(Scope.JDK, Scope.of("java.lang.String.split"));
    assertEquals(Scope.JDK, Scope.of("__GI_write"));
    assertEquals(Scope.JDK, Scope.of("JavaThread::run"));
    assertEquals(Scope.JDK, Scope.of("java.util.HashMap.putVal -> java.util.HashMap.resize"));
    assertEquals(Scope.APPLICATION, Scope.of("app.Reader.read -> java.lang.String.charAt"));
    assertEquals(Scope.APPLICATION, Scope.of("java.lang.Thread.run -> app.Task.run"));
    assertEquals(Scope.APPLICATION, Scope.of("app.Buffers.allocate (java.nio.HeapByteBuffer)"));
    assertEquals(Scope.JDK, Scope.of("java.nio.ByteBuffer.allocate (byte[])"));
  }

  @Test
  void librariesAreToldByNameWhenTheApplicationsPackagesAreNotKnown() {
    // Shaded copies nest a domain name under another prefix; known libraries by their roots.
    assertEquals(Scope.LIBRARY, Scope.of("wiremock.org.eclipse.jetty.util.IteratingCallback.run"));
    assertEquals(Scope.LIBRARY, Scope.of("shaded.com.fasterxml.jackson.core.JsonParser.next"));
    assertEquals(Scope.LIBRARY, Scope.of("wiremock.joptsimple.OptionParser.parse"));
    assertEquals(Scope.LIBRARY, Scope.of("io.netty.channel.nio.NioEventLoop.run"));
    assertEquals(Scope.APPLICATION, Scope.of("com.acme.io.Reader.read"));
    assertEquals(
        Scope.APPLICATION, Scope.of("org.mockserver.mock.HttpState.handle -> io.netty.X.y"));
    assertEquals(Scope.LIBRARY, Scope.of("io.netty.X.y -> java.lang.String.charAt"));
  }

  @Test
  void knownPackagesMakeEverythingElseALibrary() {
    AppScope app = new AppScope(List.of("com.github.tomakehurst.wiremock", "org.wiremock"), "t");
    assertEquals(
        Scope.APPLICATION,
        Scope.of("com.github.tomakehurst.wiremock.stubbing.ServeEvent.<init>", app));
    assertEquals(Scope.LIBRARY, Scope.of("com.acme.Other.run", app));
    assertEquals(Scope.LIBRARY, Scope.of("org.wiremockx.Lookalike.run", app));
    assertEquals(Scope.JDK, Scope.of("java.util.UUID.randomUUID", app));
    assertEquals(
        Scope.LIBRARY,
        finding("r", "com.acme.Other.run", 90).inScope(app).scope(),
        "a finding is scoped with the packages");
  }

  @Test
  void theApplicationRanksFirstThenLibrariesThenTheJdkHoweverHighTheyScore() {
    Finding app = finding("r", "app.A.m", 40);
    Finding jdkMinor = finding("r", "java.util.X.m", 74);
    Finding jdkWarning = finding("r", "java.util.Y.m", 80);
    Finding library = finding("r", "wiremock.org.eclipse.jetty.Y.m", 91);
    Finding runWide = finding("gc-overhead", "", 30);
    assertEquals(
        List.of(app, runWide, library, jdkWarning, jdkMinor),
        FindingRanking.rank(List.of(jdkMinor, library, app, runWide, jdkWarning)));
    assertEquals(true, FindingRanking.minorInternal(jdkMinor));
    assertEquals(false, FindingRanking.minorInternal(jdkWarning));
    assertEquals(false, FindingRanking.minorInternal(library));
  }

  @Test
  void findingsAboutTheProfilersOwnCodeAreLeftOut() {
    assertEquals(
        true,
        RuleEngine.aboutTheProfiler(
            finding("long-compilation", "jdk.jfr.internal.MetadataWriter.buildStringPool", 65)));
    assertEquals(
        false,
        RuleEngine.aboutTheProfiler(
            finding("r", "app.A.m -> jdk.jfr.internal.MetadataWriter.write", 65)));
    assertEquals(false, RuleEngine.aboutTheProfiler(finding("gc-overhead", "", 30)));
  }

  @Test
  void theKeyIsTheRuleAndTheSubject() {
    assertEquals("gc-overhead", finding("gc-overhead", "", 30).key());
    assertEquals("r:app.A.m", finding("r", "app.A.m", 30).key());
  }

  @Test
  void evidenceHoldsExactlyOneOfANumberAndAText() {
    assertEquals("1,234", Evidence.of("n", Quantity.count(1234)).valueText());
    assertEquals("c2", Evidence.text("compiler", "c2").valueText());
    assertThrows(
        IllegalArgumentException.class,
        () -> new Evidence("both", Quantity.count(1), "one", List.of()));
    assertThrows(IllegalArgumentException.class, () -> new Evidence("none", null, null, List.of()));
  }

  private static Finding finding(String ruleId, String subject, int score) {
    return new FindingBuilder(ruleId, subject, score)
        .summary("s")
        .explanation("e")
        .suggestion("g")
        .source("test")
        .evidence(List.of());
  }
}
