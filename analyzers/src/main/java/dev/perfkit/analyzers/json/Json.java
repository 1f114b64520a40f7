package dev.perfkit.analyzers.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
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

  /** A shared, fully configured mapper; {@link ObjectMapper} is thread-safe once configured. */
  public static ObjectMapper mapper() {
    return MAPPER.copy();
  }

  private static ObjectMapper create() {
    SimpleModule module = new SimpleModule("perfkit");
    module.addSerializer(Instant.class, new InstantSerializer());
    module.addDeserializer(Instant.class, new InstantDeserializer());
    module.addSerializer(Path.class, new PathSerializer());
    return new ObjectMapper().registerModule(module).enable(SerializationFeature.INDENT_OUTPUT);
  }

  private static final class InstantSerializer extends StdScalarSerializer<Instant> {
    private static final long serialVersionUID = 1L;

    InstantSerializer() {
      super(Instant.class);
    }

    @Override
    public void serialize(Instant value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      gen.writeString(value.toString());
    }
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

  private static final class PathSerializer extends StdScalarSerializer<Path> {
    private static final long serialVersionUID = 1L;

    PathSerializer() {
      super(Path.class);
    }

    @Override
    public void serialize(Path value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      gen.writeString(value.toString());
    }
  }
}
