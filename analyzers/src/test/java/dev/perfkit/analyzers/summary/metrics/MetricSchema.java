package dev.perfkit.analyzers.summary.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perfkit.analyzers.json.Json;
import java.util.Arrays;

/**
 * The parts of docs/summary.schema.json's {@code metric} that the catalog decides: which ids there
 * are, which units, and each id's unit and direction.
 */
final class MetricSchema {

  private MetricSchema() {}

  /** The ids: one of the catalog's, or a per-method family's prefix and a method. */
  static JsonNode id() {
    ObjectNode id = object().put("type", "string");
    ArrayNode anyOf = id.putArray("anyOf");
    ArrayNode ids = anyOf.addObject().putArray("enum");
    for (MetricKind kind : MetricKind.values()) {
      if (kind.perMethod()) {
        anyOf.addObject().put("pattern", "^" + kind.id() + ".+$");
      } else {
        ids.add(kind.id());
      }
    }
    return id;
  }

  /** The units the catalog's metrics have, each once, in catalog order. */
  static JsonNode unit() {
    ObjectNode unit = object();
    ArrayNode units = unit.putArray("enum");
    Arrays.stream(MetricKind.values())
        .map(kind -> kind.unit().jsonName())
        .distinct()
        .forEach(units::add);
    return unit;
  }

  /** One if-then per metric: its id implies the catalog's unit and direction. */
  static JsonNode unitAndDirectionById() {
    ArrayNode all = Json.mapper().createArrayNode();
    for (MetricKind kind : MetricKind.values()) {
      ObjectNode rule = all.addObject();
      ObjectNode id = rule.putObject("if").putObject("properties").putObject("id");
      if (kind.perMethod()) {
        id.put("pattern", "^" + kind.id());
      } else {
        id.put("const", kind.id());
      }
      ObjectNode then = rule.putObject("then").putObject("properties");
      then.putObject("unit").put("const", kind.unit().jsonName());
      then.putObject("better").put("const", kind.better().jsonName());
    }
    return all;
  }

  private static ObjectNode object() {
    return Json.mapper().createObjectNode();
  }
}
