package dev.perfkit.server;

/** Maps a parsed request to its endpoint's response (404 and 405 included). */
interface Router {

  /**
   * The response to {@code request}.
   *
   * @throws HttpStatusException when a parameter is out of bounds (a 400 that keeps the connection)
   */
  HttpResponse route(HttpRequest request) throws HttpStatusException;
}
