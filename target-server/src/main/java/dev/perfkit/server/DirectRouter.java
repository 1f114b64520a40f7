package dev.perfkit.server;

/**
 * The optimized router: a string switch on the path (a hash lookup) and a parameter lookup that
 * scans the query with {@code indexOf} instead of building a map.
 */
final class DirectRouter implements Router {

  @Override
  public HttpResponse route(HttpRequest request) throws HttpStatusException {
    return switch (request.path()) {
      case "/hello" ->
          isGet(request)
              ? Endpoints.hello()
              : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
      case "/cpu" ->
          isGet(request)
              ? Endpoints.fibonacci(parameter(request, "n"))
              : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
      case "/cpu-heavy" ->
          isGet(request)
              ? Endpoints.primes(parameter(request, "limit"))
              : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
      case "/latency" ->
          isGet(request)
              ? Endpoints.latency(parameter(request, "ms"))
              : HttpResponse.methodNotAllowed(HttpResponse.GET_AND_HEAD);
      case "/echo" ->
          request.method().equals("POST")
              ? Endpoints.echo(request.body())
              : HttpResponse.methodNotAllowed("POST");
      default -> HttpResponse.error(404, "no endpoint " + request.path());
    };
  }

  private static boolean isGet(HttpRequest request) {
    return request.method().equals("GET");
  }

  /** The first value of {@code name} in the query, "" when it has no {@code =}, else null. */
  static String parameter(HttpRequest request, String name) {
    String query = request.query();
    if (query == null) {
      return null;
    }
    for (int start = 0; start <= query.length(); ) {
      int end = query.indexOf('&', start);
      end = end < 0 ? query.length() : end;
      if (query.startsWith(name, start)) {
        int after = start + name.length();
        if (after == end) {
          return "";
        }
        if (query.charAt(after) == '=') {
          return query.substring(after + 1, end);
        }
      }
      start = end + 1;
    }
    return null;
  }
}
