package dev.perfkit.server;

import java.io.IOException;
import java.io.Reader;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * Parses the server's flags ({@code --key value} or {@code --key=value}) and its optional
 * properties file ({@code --config FILE}, same keys); flags win over the file.
 */
public final class ServerArgs {
  static final Set<String> KEYS =
      Set.of(
          "execution-mode",
          "thread-type",
          "thread-pool-size",
          "variant",
          "port",
          "bind",
          "idle-timeout-ms",
          "request-timeout-ms",
          "inject-cpu-ns",
          "inject-alloc-bytes",
          "inject-retain-bytes");

  private ServerArgs() {}

  /** The configuration the flags describe, defaults filled in. */
  public static ServerConfig parse(List<String> args) throws ServerConfigException {
    Map<String, String> flags = flags(args);
    Map<String, String> values = new LinkedHashMap<>();
    String configFile = flags.remove("config");
    if (configFile != null) {
      values.putAll(readFile(Path.of(configFile)));
    }
    values.putAll(flags);
    try {
      return build(values);
    } catch (ServerConfigException e) {
      throw configFile != null && !flags.containsKey(keyOf(e))
          ? inFile(Path.of(configFile), e.getMessage())
          : e;
    }
  }

  private static Map<String, String> flags(List<String> args) throws ServerConfigException {
    Map<String, String> flags = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (!arg.startsWith("--")) {
        throw new ServerConfigException("unexpected argument '" + arg + "'");
      }
      int equals = arg.indexOf('=');
      String key = equals < 0 ? arg.substring(2) : arg.substring(2, equals);
      if (!KEYS.contains(key) && !key.equals("config")) {
        throw new ServerConfigException("unknown option --" + key);
      }
      if (equals >= 0) {
        flags.put(key, arg.substring(equals + 1));
      } else if (i + 1 < args.size()) {
        flags.put(key, args.get(++i));
      } else {
        throw new ServerConfigException(key + ": missing value");
      }
    }
    return flags;
  }

  private static Map<String, String> readFile(Path file) throws ServerConfigException {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      properties.load(reader);
    } catch (NoSuchFileException e) {
      throw inFile(file, "no such file");
    } catch (CharacterCodingException e) {
      throw inFile(file, "not a UTF-8 text file");
    } catch (IOException e) {
      throw inFile(file, Files.isDirectory(file) ? "is a directory" : "unreadable: " + reason(e));
    } catch (IllegalArgumentException e) {
      throw inFile(file, "not a properties file: " + e.getMessage());
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : properties.stringPropertyNames()) {
      if (!KEYS.contains(key)) {
        throw inFile(file, "unknown key '" + key + "'");
      }
      values.put(key, properties.getProperty(key).trim());
    }
    return values;
  }

  private static ServerConfig build(Map<String, String> values) throws ServerConfigException {
    ServerConfig d = ServerConfig.defaults();
    return new ServerConfig(
        choice(values, "execution-mode", ExecutionMode.class, d.executionMode()),
        choice(values, "thread-type", ThreadType.class, d.threadType()),
        number(values, "thread-pool-size", d.threadPoolSize(), 1, 10_000),
        choice(values, "variant", Variant.class, d.variant()),
        number(values, "port", d.port(), 0, 65_535),
        address(values, d.bind()),
        number(values, "idle-timeout-ms", d.idleTimeoutMs(), 1, 3_600_000),
        number(values, "request-timeout-ms", d.requestTimeoutMs(), 1, 3_600_000),
        new RegressionInjection(
            number(values, "inject-cpu-ns", 0, 0, RegressionInjection.MAX_CPU_NS),
            number(values, "inject-alloc-bytes", 0, 0, RegressionInjection.MAX_ALLOC_BYTES),
            number(values, "inject-retain-bytes", 0, 0, RegressionInjection.MAX_RETAIN_BYTES)));
  }

  private static <E extends Enum<E>> E choice(
      Map<String, String> values, String key, Class<E> type, E fallback)
      throws ServerConfigException {
    String value = values.get(key);
    if (value == null) {
      return fallback;
    }
    for (E constant : type.getEnumConstants()) {
      if (constant.name().toLowerCase(Locale.ROOT).equals(value.toLowerCase(Locale.ROOT))) {
        return constant;
      }
    }
    throw new ServerConfigException(key + ": '" + value + "' is not one of " + names(type));
  }

  private static <E extends Enum<E>> String names(Class<E> type) {
    List<String> names =
        java.util.Arrays.stream(type.getEnumConstants())
            .map(c -> c.name().toLowerCase(Locale.ROOT))
            .toList();
    return String.join(", ", names);
  }

  private static int number(Map<String, String> values, String key, int fallback, int min, int max)
      throws ServerConfigException {
    String value = values.get(key);
    if (value == null) {
      return fallback;
    }
    try {
      int number = Integer.parseInt(value);
      if (number >= min && number <= max) {
        return number;
      }
    } catch (NumberFormatException e) {
      // reported below with the bounds
    }
    throw new ServerConfigException(
        key + ": '" + value + "' is not a whole number from " + min + " to " + max);
  }

  private static String address(Map<String, String> values, String fallback)
      throws ServerConfigException {
    String value = values.get("bind");
    if (value == null) {
      return fallback;
    }
    try {
      InetAddress.getByName(value);
      return value;
    } catch (UnknownHostException e) {
      throw new ServerConfigException("bind: '" + value + "' is not a known address");
    }
  }

  private static String keyOf(ServerConfigException e) {
    String message = e.getMessage();
    int colon = message.indexOf(':');
    return colon < 0 ? "" : message.substring(0, colon);
  }

  private static ServerConfigException inFile(Path file, String problem) {
    return new ServerConfigException(file + ": " + problem, true);
  }

  /** An I/O failure's reason without the file name the message already starts with. */
  private static String reason(IOException e) {
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
