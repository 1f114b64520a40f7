package dev.perfkit.analyzers.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The one Jackson configuration for perfkit's files: indented output, instants as ISO-8601 strings,
 * paths as strings. It avoids a dependency on jackson's JSR-310 module for the one type we use.
 */
public final class Json {

  private static final ObjectMapper MAPPER = create();

  private Json() {}

  /** A copy of the configured mapper, so that a caller may configure it further for its own use. */
  public static ObjectMapper mapper() {
    return MAPPER.copy();
  }

  /**
   * What Jackson found wrong, in one line: its message without the location and the quoted input it
   * appends on further lines, for a one-line error naming the file.
   */
  public static String problem(JacksonException e) {
    return e.getOriginalMessage().lines().findFirst().orElse("");
  }

  private static ObjectMapper create() {
    SimpleModule module = new SimpleModule("perfkit");
    // toString() is ISO-8601 for an Instant, and the plain path (not Jackson's file:// URI).
    module.addSerializer(Instant.class, ToStringSerializer.instance);
    module.addDeserializer(Instant.class, new InstantDeserializer());
    module.addSerializer(Path.class, ToStringSerializer.instance);
    return new ObjectMapper().registerModule(module).enable(SerializationFeature.INDENT_OUTPUT);
  }

  private static final class InstantDeserializer extends StdScalarDeserializer<Instant> {
    private static final long serialVersionUID = 1L;

    InstantDeserializer() {
      super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      String text = parser.getValueAsString();
      try {
        return Instant.parse(text);
      } catch (DateTimeParseException e) {
        throw context.weirdStringException(text, Instant.class, "not an ISO-8601 instant");
      }
    }
  }
}
