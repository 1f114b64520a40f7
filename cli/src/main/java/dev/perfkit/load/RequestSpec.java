package dev.perfkit.load;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * One kind of request in a scenario, chosen in proportion to its weight.
 *
 * @param method an HTTP method token such as {@code GET} or {@code POST}
 * @param path the path and query, starting with {@code /}, relative to the target URL's path; or
 *     empty for the target URL itself, with its own query
 * @param body the request body (sent as UTF-8), null for none
 * @param headers extra request headers; perfkit adds {@code Host} and {@code Content-Length}
 * @param weight the share of this request in the mix, 1 to 1000
 * @param expect the statuses that count as OK, null for the load's default (2xx and 3xx unless
 *     {@code --expect-status} says otherwise)
 */
public record RequestSpec(
    String method,
    String path,
    String body,
    Map<String, String> headers,
    int weight,
    ExpectedStatus expect) {

  private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
  private static final Pattern PATH = Pattern.compile("(/[\\x21-\\x7e]*)?");

  public RequestSpec {
    headers = Map.copyOf(headers);
    check(method != null && TOKEN.matcher(method).matches(), "method", "not an HTTP method");
    check(path != null && PATH.matcher(path).matches(), "path", "must start with / (no spaces)");
    check(weight >= 1 && weight <= 1000, "weight", "must be between 1 and 1000");
    headers.forEach(RequestSpec::checkHeader);
  }

  /** A request that expects the load's default statuses. */
  public RequestSpec(
      String method, String path, String body, Map<String, String> headers, int weight) {
    this(method, path, body, headers, weight, null);
  }

  /** A GET of the target URL itself, its path and query, with weight 1. */
  public static RequestSpec getTargetUrl() {
    return get("");
  }

  /** A GET of {@code path} with weight 1. */
  public static RequestSpec get(String path) {
    return new RequestSpec("GET", path, null, Map.of(), 1);
  }

  public RequestSpec withWeight(int newWeight) {
    return new RequestSpec(method, path, body, headers, newWeight, expect);
  }

  /** This request expecting {@code statuses}, unless it has statuses of its own. */
  public RequestSpec withDefaultExpect(ExpectedStatus statuses) {
    return expect != null ? this : new RequestSpec(method, path, body, headers, weight, statuses);
  }

  private static void checkHeader(String name, String value) {
    check(TOKEN.matcher(name).matches(), "headers", "invalid header name '" + name + "'");
    check(
        value.indexOf('\r') < 0 && value.indexOf('\n') < 0,
        "headers",
        "header '" + name + "' has a line break in its value");
  }

  private static void check(boolean valid, String field, String problem) {
    if (!valid) {
      throw new LoadSetupException(field + ": " + problem);
    }
  }
}
