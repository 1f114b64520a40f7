package dev.perfkit.analyzers.scope;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The application's packages found in jars laid out as the two servers of UnseenAppsTest lay theirs
 * out (class names taken from their real jars; the real jars are checked there).
 */
class JarScopeTest {

  @TempDir Path temp;

  @Test
  void aShadedJarsOwnPackagesCarryItsProjectNameAndItsRelocatedLibrariesDoNot() throws Exception {
    Path jar =
        jar(
            "wiremock.Run",
            "wiremock/Run.class",
            "wiremock/org/eclipse/jetty/util/IteratingCallback.class",
            "wiremock/com/fasterxml/jackson/core/JsonParser.class",
            "wiremock/joptsimple/OptionParser.class",
            "com/github/tomakehurst/wiremock/stubbing/ServeEvent.class",
            "com/github/tomakehurst/wiremock/core/WireMockApp.class",
            "org/wiremock/webhooks/Webhooks.class",
            "org/jspecify/annotations/Nullable.class");
    assertEquals(
        new AppScope(
            List.of("com.github.tomakehurst.wiremock", "org.wiremock"),
            "the main class wiremock.Run and the classes of app.jar"),
        JarScope.of(jar));
  }

  @Test
  void aJarWithItsLibrariesBesideItKeepsTheMainClassesProject() throws Exception {
    Path jar =
        jar(
            "org.mockserver.cli.Main",
            "org/mockserver/cli/Main.class",
            "org/mockserver/mock/HttpState.class",
            "io/netty/channel/Channel.class",
            "com/github/fge/jsonschema/main/cli/Main.class",
            "graphql/schema/GraphQLSchema.class",
            "META-INF/versions/9/module-info.class");
    assertEquals(List.of("org.mockserver"), JarScope.of(jar).packages());
  }

  @Test
  void aCommandLineGivesTheJarOrTheMainClass() throws Exception {
    Path jar = jar("org.mockserver.cli.Main", "org/mockserver/cli/Main.class");
    assertEquals(
        List.of("org.mockserver"),
        CommandScope.of(List.of("java", "-Xmx1g", "-jar", jar.toString(), "-serverPort", "1"))
            .packages());
    assertEquals(
        List.of("com.acme"),
        CommandScope.of(List.of("java", "-cp", "a.jar:b.jar", "com.acme.shop.Main")).packages());
    assertEquals(
        List.of(),
        CommandScope.of(List.of("java", "-jar", temp.resolve("gone.jar").toString())).packages());
  }

  private Path jar(String mainClass, String... entries) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
    Path jar = temp.resolve("app.jar");
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file, manifest)) {
      for (String entry : entries) {
        out.putNextEntry(new JarEntry(entry));
        out.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
        out.closeEntry();
      }
    }
    return jar;
  }
}
