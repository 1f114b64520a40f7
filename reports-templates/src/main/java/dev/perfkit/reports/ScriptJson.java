package dev.perfkit.reports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import freemarker.core.TemplateHTMLOutputModel;

/**
 * Data for a {@code <script type="application/json">} block: JSON in which no '<', '>' or '&'
 * appears literally (they are \\u escapes, which JSON.parse reads back), so no frame name can end
 * the block or open a comment.
 */
final class ScriptJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ScriptJson() {}

  static TemplateHTMLOutputModel of(Object data) {
    try {
      // These characters occur only inside JSON strings, where \\u escapes mean the same.
      String json =
          MAPPER
              .writeValueAsString(data)
              .replace("<", "\\u003c")
              .replace(">", "\\u003e")
              .replace("&", "\\u0026");
      return Templates.markup(json);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("report data not writable as JSON: " + e.getMessage(), e);
    }
  }
}
