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
 * {@code <inline_fail>} elements by reason and does nothing else, with the JDK's parser (the
 * anchor) or, given {@code aalto} and Aalto on the class path, with the parser perfkit reads
 * compilation logs with (the floor of a single-threaded read with that tokenizer, not an anchor).
 *
 * <p>Example usage: {@code java scripts/bench/StaxInlineFailCount.java compilation.log}, or {@code
 * java -cp cli/target/perfkit.jar scripts/bench/StaxInlineFailCount.java compilation.log aalto}
 */
public class StaxInlineFailCount {
  public static void main(String[] args) throws Exception {
    boolean aalto = args.length > 1 && args[1].equals("aalto");
    XMLInputFactory factory =
        aalto
            ? (XMLInputFactory)
                Class.forName("com.fasterxml.aalto.stax.InputFactoryImpl")
                    .getDeclaredConstructor()
                    .newInstance()
            : XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    if (!aalto) {
      factory.setProperty("jdk.xml.totalEntitySizeLimit", "0");
      factory.setProperty("jdk.xml.maxGeneralEntitySizeLimit", "0");
    }
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
