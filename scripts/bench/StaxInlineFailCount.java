import java.io.BufferedInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

/**
 * The speed anchor for perfkit's compilation-log reader: one bare StAX pass that counts
 * {@code <inline_fail>} elements by reason and does nothing else.
 *
 * <p>Example usage: {@code java scripts/bench/StaxInlineFailCount.java compilation.log}
 */
public class StaxInlineFailCount {
  public static void main(String[] args) throws Exception {
    XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty("jdk.xml.totalEntitySizeLimit", "0");
    factory.setProperty("jdk.xml.maxGeneralEntitySizeLimit", "0");
    Map<String, Long> byReason = new TreeMap<>();
    try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(args[0])), 1 << 16)) {
      XMLStreamReader reader = factory.createXMLStreamReader(in, "UTF-8");
      while (reader.hasNext()) {
        if (reader.next() == XMLStreamConstants.START_ELEMENT
            && reader.getLocalName().equals("inline_fail")) {
          byReason.merge(reader.getAttributeValue(null, "reason"), 1L, Long::sum);
        }
      }
    }
    long total = byReason.values().stream().mapToLong(Long::longValue).sum();
    System.out.println("inline_fail: " + total + " " + byReason);
  }
}
