package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Target URLs and durations as users type them, and the one-line errors for bad ones. */
class TargetAddressTest {

  @Test
  void readsHostPortAndBasePath() {
    assertEquals(
        new TargetAddress("127.0.0.1", 8080, ""), TargetAddress.parse("http://127.0.0.1:8080/"));
    assertEquals(
        new TargetAddress("localhost", 80, "/app", "/app/"),
        TargetAddress.parse("http://localhost/app/"));
    assertEquals("[::1]:9000", TargetAddress.parse("http://[::1]:9000").hostHeader());
    assertEquals("example.test", TargetAddress.parse("HTTP://example.test").hostHeader());
  }

  @Test
  void anEmptyPathRequestsTheUrlItselfAndOthersAreAppendedToItsPath() {
    TargetAddress withQuery = TargetAddress.parse("http://127.0.0.1:8000/api/items/?page=2");
    assertEquals("/api/items/?page=2", withQuery.requestTarget(""));
    assertEquals("/api/items/hello", withQuery.requestTarget("/hello"));
    TargetAddress root = TargetAddress.parse("http://127.0.0.1:8000");
    assertEquals("/", root.requestTarget(""));
    assertEquals("/hello", root.requestTarget("/hello"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "https://127.0.0.1:8443/ | URL 'https://127.0.0.1:8443/': https is not supported; perfkit drives plain http:// targets",
        "ftp://127.0.0.1/        | URL 'ftp://127.0.0.1/': not an http:// URL (expected http://HOST:PORT/)",
        "127.0.0.1:8080          | URL '127.0.0.1:8080': not an http:// URL (expected http://HOST:PORT/)",
        "http:///path            | URL 'http:///path': no host (or an invalid one)",
        "http://127.0.0.1:99999/ | URL 'http://127.0.0.1:99999/': port 99999 is out of range (1-65535)",
        "http://127.0.0.1:0/     | URL 'http://127.0.0.1:0/': port 0 is out of range (1-65535)",
        "http://u:p@host/        | URL 'http://u:p@host/': user info and fragment are not allowed in the target URL",
        "http://host/#top        | URL 'http://host/#top': user info and fragment are not allowed in the target URL",
        "http://host:80 80/      | URL 'http://host:80 80/': illegal character in authority at index 14",
      })
  void rejectsWhatItCannotDrive(String url, String message) {
    assertEquals(
        message,
        assertThrows(LoadSetupException.class, () -> TargetAddress.parse(url)).getMessage());
  }

  @Test
  void theDriverChecksItsUrl() {
    LoadPlan plan = BuiltInScenarios.find("hello").orElseThrow();
    assertThrows(
        LoadSetupException.class, () -> LoadDriver.create(plan, URI.create("https://127.0.0.1/")));
  }

  @Test
  void namesAHostThatDoesNotResolve() {
    assertEquals(
        "unknown host 'nosuchhost.invalid'",
        assertThrows(
                UnknownHostException.class,
                () -> TargetAddress.parse("http://nosuchhost.invalid:18080/").resolve())
            .getMessage());
  }

  @Test
  void readsDurations() {
    assertEquals(Duration.ofMillis(500), DurationText.parse("500ms"));
    assertEquals(Duration.ofSeconds(10), DurationText.parse("10s"));
    assertEquals(Duration.ofMillis(2500), DurationText.parse("2.5s"));
    assertEquals(Duration.ofMinutes(2), DurationText.parse("2m"));
    assertEquals(Duration.ofHours(1), DurationText.parse("1h"));
    assertEquals(Duration.ZERO, DurationText.parse("0"));
    assertEquals("2m", DurationText.format(Duration.ofMinutes(2)));
    assertEquals("1500ms", DurationText.format(Duration.ofMillis(1500)));
    assertEquals(
        "invalid duration '10': expected a number and a unit, like 500ms, 10s or 2m",
        assertThrows(LoadSetupException.class, () -> DurationText.parse("10")).getMessage());
  }
}
