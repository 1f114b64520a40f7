package dev.perfkit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** perfkit's version as the build stamped it into {@code perfkit-version.properties}. */
public final class BuildVersion implements IVersionProvider {

  private static final String RESOURCE = "/dev/perfkit/cli/perfkit-version.properties";

  /** The version string, such as {@code 0.1.0-SNAPSHOT}. */
  public static String version() {
    try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        return "unknown";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {
      "perfkit " + version(),
      "JVM: ${java.version} (${java.vendor} ${java.vm.name})",
      "OS: ${os.name} ${os.version} ${os.arch}"
    };
  }
}
