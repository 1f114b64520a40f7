package dev.perfkit.load;

import java.util.ArrayList;
import java.util.List;

/**
 * The scenario's requests in a fixed cycle that holds each one as often as its weight says,
 * interleaved smoothly (as nginx's weighted round robin does), so a load's mix is exact and
 * repeatable rather than random.
 */
final class RequestMix {
  private final EncodedRequest[] cycle;

  RequestMix(List<RequestSpec> specs, TargetAddress target) {
    List<EncodedRequest> encoded =
        specs.stream().map(s -> EncodedRequest.encode(s, target)).toList();
    this.cycle = interleave(specs, encoded);
  }

  /** The request for ticket {@code index}. */
  EncodedRequest forTicket(long index) {
    return cycle[(int) (index % cycle.length)];
  }

  private static EncodedRequest[] interleave(
      List<RequestSpec> specs, List<EncodedRequest> encoded) {
    int total = specs.stream().mapToInt(RequestSpec::weight).sum();
    int[] current = new int[specs.size()];
    List<EncodedRequest> cycle = new ArrayList<>(total);
    for (int slot = 0; slot < total; slot++) {
      int best = 0;
      for (int i = 0; i < current.length; i++) {
        current[i] += specs.get(i).weight();
        if (current[i] > current[best]) {
          best = i;
        }
      }
      current[best] -= total;
      cycle.add(encoded.get(best));
    }
    return cycle.toArray(EncodedRequest[]::new);
  }
}
