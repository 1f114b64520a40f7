package dev.perfkit.load;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * A checked {@code http://} target: host, port and the path that request paths are appended to.
 * Only plain HTTP, because the targets are loopback servers or the user's own hosts.
 *
 * @param host the host as written in the URL (brackets kept for IPv6), for the Host header
 * @param port the port, 80 when the URL has none
 * @param basePath the URL's path without a trailing slash, empty for the root
 * @param ownTarget the URL's own path and query as a request target ({@code /} for the root)
 */
public record TargetAddress(String host, int port, String basePath, String ownTarget) {
  private static final String NOT_HTTP = "not an http:// URL (expected http://HOST:PORT/)";

  /** The highest TCP port. */
  public static final int MAX_PORT = 65_535;

  /** A target whose own request target is its base path. */
  public TargetAddress(String host, int port, String basePath) {
    this(host, port, basePath, basePath.isEmpty() ? "/" : basePath);
  }

  /** Parses and checks a URL typed by the user. */
  public static TargetAddress parse(String url) {
    if (!url.contains("://")) {
      throw new LoadSetupException("URL '" + url + "': " + NOT_HTTP);
    }
    return of(uri(url));
  }

  /**
   * Reads a URL as the user typed it, unchecked; a syntax error is one line without the JDK's
   * exception class: {@code URL 'http://': expected authority at index 7}.
   */
  public static URI uri(String url) {
    try {
      return new URI(url.trim());
    } catch (URISyntaxException e) {
      String where = e.getIndex() < 0 ? "" : " at index " + e.getIndex();
      throw new LoadSetupException(
          "URL '" + url + "': " + MessageText.continuing(e.getReason()) + where);
    }
  }

  /** Checks a URL: http only, with a host, a port in 1..65535, no user info or fragment. */
  public static TargetAddress of(URI uri) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (scheme.equals("https")) {
      fail(uri, "https is not supported; perfkit drives plain http:// targets");
    }
    if (!scheme.equals("http")) {
      fail(uri, NOT_HTTP);
    }
    if (uri.getHost() == null) {
      fail(uri, "no host (or an invalid one)");
    }
    if (uri.getPort() == 0 || uri.getPort() > MAX_PORT) { // -1: none given, 80
      fail(uri, "port " + uri.getPort() + " is out of range (1-" + MAX_PORT + ")");
    }
    if (uri.getRawUserInfo() != null || uri.getRawFragment() != null) {
      fail(uri, "user info and fragment are not allowed in the target URL");
    }
    String path = uri.getRawPath() == null ? "" : uri.getRawPath();
    String basePath = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    String own =
        (path.isEmpty() ? "/" : path) + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    return new TargetAddress(
        uri.getHost(), uri.getPort() == -1 ? 80 : uri.getPort(), basePath, own);
  }

  /**
   * What a request line asks for: the URL itself for an empty path, else the path appended to the
   * URL's path.
   */
  public String requestTarget(String path) {
    return path.isEmpty() ? ownTarget : basePath + path;
  }

  /** The value of the Host header. */
  public String hostHeader() {
    return port == 80 ? host : host + ":" + port;
  }

  /** Resolves the host once, so that every connection goes to the same address. */
  public InetSocketAddress resolve() throws UnknownHostException {
    String bare = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
    try {
      return new InetSocketAddress(InetAddress.getByName(bare), port);
    } catch (UnknownHostException e) {
      throw new UnknownHostException("unknown host '" + host + "'");
    }
  }

  private static void fail(URI uri, String problem) {
    throw new LoadSetupException("URL '" + uri + "': " + problem);
  }
}
