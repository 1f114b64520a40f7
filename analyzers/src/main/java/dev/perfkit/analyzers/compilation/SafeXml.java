package dev.perfkit.analyzers.compilation;

import java.io.InputStream;
import java.io.Reader;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * StAX readers for compilation logs: no DTDs or external entities (a log is data, not a document
 * that may fetch things), and no JAXP size limits, which abort logs of 100 MB and more.
 */
final class SafeXml {

  private SafeXml() {}

  static XMLStreamReader reader(InputStream in) throws XMLStreamException {
    return factory().createXMLStreamReader(in, "UTF-8");
  }

  static XMLStreamReader reader(Reader in) throws XMLStreamException {
    return factory().createXMLStreamReader(in);
  }

  private static XMLInputFactory factory() {
    XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty("jdk.xml.totalEntitySizeLimit", "0");
    factory.setProperty("jdk.xml.maxGeneralEntitySizeLimit", "0");
    return factory;
  }
}
