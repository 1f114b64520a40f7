package dev.perfkit.server;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The legacy router: matches the path against one regular expression per endpoint, in order, and
 * splits the query string into a map for every request, as the Sprout study's server did.
 */
final class RegexRouter implements Router {
  private static final Pattern HELLO = Pattern.compile("^/hello$");
  private static final Pattern CPU = Pattern.compile("^/cpu$");
  private static final Pattern CPU_HEAVY = Pattern.compile("^/cpu-heavy$");
  private static final Pattern LATENCY = Pattern.compile("^/latency$");
  private static final Pattern ECHO = Pattern.compile("^/echo$");

  @Override
  public HttpResponse route(HttpRequest request) throws HttpStatusException {
    String path = request.path();
    boolean get = request.method().equals("GET");
    if (HELLO.matcher(path).matches()) {
      return get ? Endpoints.hello() : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
    }
    if (CPU.matcher(path).matches()) {
      return get
          ? Endpoints.fibonacci(query(request).get("n"))
          : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
    }
    if (CPU_HEAVY.matcher(path).matches()) {
      return get
          ? Endpoints.primes(query(request).get("limit"))
          : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
    }
    if (LATENCY.matcher(path).matches()) {
      return get
          ? Endpoints.latency(query(request).get("ms"))
          : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
    }
    if (ECHO.matcher(path).matches()) {
      return request.method().equals("POST")
          ? Endpoints.echo(request.body())
          : HttpResponse.methodNotAllowed("POST");
    }
    return HttpResponse.error(404, "no endpoint " + path);
  }

  /** Every parameter of the query; the first of repeated names wins. */
  private static Map<String, String> query(HttpRequest request) {
    Map<String, String> parameters = new HashMap<>();
    if (request.query() == null) {
      return parameters;
    }
    for (String pair : request.query().split("&")) {
      String[] nameAndValue = pair.split("=", 2);
      parameters.putIfAbsent(nameAndValue[0], nameAndValue.length == 2 ? nameAndValue[1] : "");
    }
    return parameters;
  }
}
