import com.fasterxml.aalto.stax.InputFactoryImpl;
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
 * The bare pass of StaxInlineFailCount.java with Aalto, the StAX parser perfkit reads compilation
 * logs with: the floor of a single-threaded read with that tokenizer. Not an anchor of the issue,
 * which is the JDK's parser.
 *
 * <p>Example usage: {@code java -cp cli/target/perfkit.jar scripts/bench/AaltoInlineFailCount.java
 * compilation.log}
 */
public class AaltoInlineFailCount {
  public static void main(String[] args) throws Exception {
    XMLInputFactory factory = new InputFactoryImpl();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
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
