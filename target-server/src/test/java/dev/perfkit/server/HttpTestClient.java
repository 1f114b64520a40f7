package dev.perfkit.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A raw-socket HTTP/1.1 client for tests: sends exactly the bytes given, parses what comes back.
 */
final class HttpTestClient implements AutoCloseable {
  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  /** One response as received. */
  record Response(int status, Map<String, String> headers, byte[] bodyBytes) {
    String body() {
      return new String(bodyBytes, StandardCharsets.UTF_8);
    }

    String header(String name) {
      return headers.get(name.toLowerCase(Locale.ROOT));
    }
  }

  HttpTestClient(int port) throws IOException {
    socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setTcpNoDelay(true);
    socket.setSoTimeout(15_000);
    in = socket.getInputStream();
    out = socket.getOutputStream();
  }

  /** One GET on a fresh connection. */
  static Response get(int port, String target) throws IOException {
    try (HttpTestClient client = new HttpTestClient(port)) {
      return client.exchange(request("GET", target, ""));
    }
  }

  /** The bytes of a simple request with Host and, for a non-empty body, Content-Length. */
  static String request(String method, String target, String body) {
    String length = body.isEmpty() ? "" : "Content-Length: " + body.length() + "\r\n";
    return method + " " + target + " HTTP/1.1\r\nHost: test\r\n" + length + "\r\n" + body;
  }

  Response exchange(String request) throws IOException {
    send(request);
    return readResponse();
  }

  /** Sends a HEAD request and reads its answer: headers only, whatever Content-Length says. */
  Response exchangeHead(String request) throws IOException {
    send(request);
    return readResponse(false);
  }

  void send(String text) throws IOException {
    send(text.getBytes(StandardCharsets.ISO_8859_1));
  }

  void send(byte[] bytes) throws IOException {
    out.write(bytes);
    out.flush();
  }

  Response readResponse() throws IOException {
    return readResponse(true);
  }

  private Response readResponse(boolean hasBody) throws IOException {
    String statusLine = readLine();
    if (statusLine == null) {
      throw new IOException("connection closed before a response");
    }
    int status = Integer.parseInt(statusLine.split(" ", 3)[1]);
    Map<String, String> headers = new LinkedHashMap<>();
    for (String line = readLine(); line != null && !line.isEmpty(); line = readLine()) {
      int colon = line.indexOf(':');
      headers.put(
          line.substring(0, colon).toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
    }
    int length = hasBody ? Integer.parseInt(headers.get("content-length")) : 0;
    return new Response(status, headers, in.readNBytes(length));
  }

  /** Reads an interim (1xx) response, which has a status line and headers but no body. */
  int readInterimStatus() throws IOException {
    String statusLine = readLine();
    for (String line = readLine(); line != null && !line.isEmpty(); line = readLine()) {
      // an interim response's headers carry nothing the tests need
    }
    return Integer.parseInt(String.valueOf(statusLine).split(" ", 3)[1]);
  }

  /** Whether the server closed the connection (end of stream) within the socket timeout. */
  boolean closedByServer(int timeoutMs) throws IOException {
    socket.setSoTimeout(timeoutMs);
    try {
      return in.read() < 0;
    } catch (SocketTimeoutException e) {
      return false;
    } catch (IOException e) {
      return true; // reset: closed as well
    }
  }

  private String readLine() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b >= 0; b = in.read()) {
      if (b == '\n') {
        byte[] bytes = line.toByteArray();
        return new String(bytes, 0, Math.max(0, bytes.length - 1), StandardCharsets.ISO_8859_1);
      }
      line.write(b);
    }
    return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
