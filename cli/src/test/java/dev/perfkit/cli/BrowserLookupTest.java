package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * The browser tests' set-up contract: a missing Chromium or chromedriver skips them with a notice,
 * except under CI=true, where it fails them. Fake executables stand in for the real ones.
 */
class BrowserLookupTest {

  private static final String NOTICE =
      "browser tests need a headless Chromium: %s not found on the PATH (apt-get install chromium"
          + " chromium-driver; scripts/test does it as root)";

  @TempDir Path temp;

  @Test
  void bothFoundAcrossThePathAreUsed() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    Path driverDir = Files.createDirectories(temp.resolve("driver"));
    Path chromium = executable(bin, "chromium");
    Path driver = executable(driverDir, "chromedriver");
    String path =
        String.join(
            File.pathSeparator,
            temp.resolve("none").toString(),
            bin.toString(),
            driverDir.toString());
    assertEquals(new BrowserLookup(chromium, driver), BrowserLookup.require(path, "true"));
  }

  @Test
  void aBrowserUnderAnotherNameIsFound() throws IOException {
    Path chrome = executable(temp, "google-chrome");
    Path driver = executable(temp, "chromedriver");
    assertEquals(new BrowserLookup(chrome, driver), BrowserLookup.require(temp.toString(), null));
  }

  @Test
  void bothMissingSkipOutsideCi() {
    for (String ci : new String[] {null, "false", "1"}) {
      TestAbortedException skipped =
          assertThrows(
              TestAbortedException.class, () -> BrowserLookup.require(temp.toString(), ci));
      assertEquals(NOTICE.formatted("chromium and chromedriver"), skipped.getMessage());
    }
  }

  @Test
  void aMissingDriverFailsUnderCi() throws IOException {
    executable(temp, "chromium");
    AssertionFailedError failed =
        assertThrows(
            AssertionFailedError.class, () -> BrowserLookup.require(temp.toString(), "true"));
    assertEquals(
        NOTICE.formatted("chromedriver") + " (CI=true: a missing browser is a failure)",
        failed.getMessage());
  }

  @Test
  void aFileThatCannotRunIsNotABrowser() throws IOException {
    Files.createFile(temp.resolve("chromium"));
    executable(temp, "chromedriver");
    TestAbortedException skipped =
        assertThrows(
            TestAbortedException.class, () -> BrowserLookup.require(temp.toString(), "false"));
    assertEquals(NOTICE.formatted("chromium"), skipped.getMessage());
  }

  private static Path executable(Path dir, String name) throws IOException {
    return Files.createFile(
        dir.resolve(name),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
  }
}
