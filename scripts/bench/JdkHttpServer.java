import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;

/**
 * The reference for scripts/bench-server: the JDK's built-in HTTP server on virtual threads,
 * answering GET /hello exactly like the target server. Run with {@code java JdkHttpServer.java
 * PORT}; prints one line when listening and stops on SIGTERM.
 */
public class JdkHttpServer {
  private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

  public static void main(String[] args) throws IOException {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 1024);
    server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    server.createContext(
        "/hello",
        exchange -> {
          exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=UTF-8");
          exchange.sendResponseHeaders(200, HELLO.length);
          try (OutputStream body = exchange.getResponseBody()) {
            body.write(HELLO);
          }
        });
    server.start();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> server.stop(0)));
    System.out.println("jdk-httpserver listening on 127.0.0.1:" + server.getAddress().getPort());
    System.out.flush();
  }
}
