package dev.perfkit.server;

/**
 * Adds a {@link RegressionInjection}'s work to each request before the variant's own router answers
 * it, so the injected cost lands on the request path of either variant alike.
 */
final class InjectingRouter implements Router {
  /** Where each request's extra array goes, so that it escapes and is really allocated. */
  private static volatile byte[] sink;

  private final Router router;
  private final RegressionInjection injection;
  private final BusyWork work;
  private final RetainedMemory retained;

  private InjectingRouter(
      Router router, RegressionInjection injection, BusyWork work, RetainedMemory retained) {
    this.router = router;
    this.injection = injection;
    this.work = work;
    this.retained = retained;
  }

  /** {@code router} itself when nothing is injected, else it with the injection around it. */
  static Router around(Router router, RegressionInjection injection) {
    if (!injection.active()) {
      return router;
    }
    BusyWork work = injection.cpuNs() > 0 ? BusyWork.calibrated() : null;
    RetainedMemory retained = injection.retainBytes() > 0 ? new RetainedMemory() : null;
    return new InjectingRouter(router, injection, work, retained);
  }

  @Override
  public HttpResponse route(HttpRequest request) throws HttpStatusException {
    if (work != null) {
      work.run(injection.cpuNs());
    }
    if (injection.allocBytes() > 0) {
      sink = new byte[injection.allocBytes()];
    }
    if (retained != null) {
      retained.keep(injection.retainBytes());
    }
    return router.route(request);
  }
}
