package dev.perfkit.load;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * A request's bytes, encoded once before the load starts so that sending it is a single write.
 *
 * @param bytes the whole HTTP/1.1 request: request line, headers and body
 * @param head whether the method is HEAD, whose response has no body whatever it says
 * @param expected the statuses that make its response OK
 */
record EncodedRequest(byte[] bytes, boolean head, ExpectedStatus expected) {

  static EncodedRequest encode(RequestSpec spec, TargetAddress target) {
    StringBuilder text = new StringBuilder(128);
    text.append(spec.method()).append(' ').append(target.requestTarget(spec.path()));
    text.append(" HTTP/1.1\r\n");
    Map<String, String> headers = spec.headers();
    if (!hasHeader(headers, "host")) {
      text.append("Host: ").append(target.hostHeader()).append("\r\n");
    }
    headers.forEach((name, value) -> appendHeader(text, name, value));
    byte[] body = spec.body() == null ? new byte[0] : spec.body().getBytes(StandardCharsets.UTF_8);
    if (spec.body() != null || expectsBody(spec.method())) {
      text.append("Content-Length: ").append(body.length).append("\r\n");
    }
    text.append("\r\n");
    ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + body.length);
    out.writeBytes(text.toString().getBytes(StandardCharsets.ISO_8859_1));
    out.writeBytes(body);
    ExpectedStatus expected = spec.expect() == null ? ExpectedStatus.DEFAULT : spec.expect();
    return new EncodedRequest(out.toByteArray(), spec.method().equals("HEAD"), expected);
  }

  private static void appendHeader(StringBuilder text, String name, String value) {
    if (!name.equalsIgnoreCase("content-length")) {
      text.append(name).append(": ").append(value).append("\r\n");
    }
  }

  private static boolean hasHeader(Map<String, String> headers, String lowerName) {
    return headers.keySet().stream()
        .anyMatch(name -> name.toLowerCase(Locale.ROOT).equals(lowerName));
  }

  private static boolean expectsBody(String method) {
    return method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
  }
}
