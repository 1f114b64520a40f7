package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.gate.FindingCheck;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.Verdict;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The gate's verdict as JUnit XML, which CI servers show as tests: {@code testsuites > testsuite >
 * testcase} per check, a {@code failure} for a regression, {@code skipped} for an inconclusive
 * check, times in seconds.
 */
public final class GateJunit implements Format<GateResult> {

  private static final String CLASS_NAME = "perfkit.gate";

  private final double seconds;

  /** The format of a gate that took {@code seconds}, which the XML reports as its time. */
  public GateJunit(double seconds) {
    this.seconds = seconds;
  }

  @Override
  public void render(GateResult result, PrintWriter out) throws IOException {
    try {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeStartElement("testsuites");
      counts(xml, result, seconds);
      xml.writeStartElement("testsuite");
      counts(xml, result, seconds);
      for (MetricCheck check : result.checks()) {
        testcase(xml, check.id(), check.verdict(), detail(check));
      }
      for (FindingCheck finding : result.findings()) {
        testcase(
            xml,
            "new finding " + finding.key(),
            finding.verdict(),
            GateWords.finding(finding) + "\n" + finding.summary());
      }
      xml.writeEndElement();
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
      out.println();
      out.flush();
    } catch (XMLStreamException e) {
      throw new IOException("cannot write JUnit XML: " + e.getMessage(), e);
    }
  }

  private static void counts(XMLStreamWriter xml, GateResult result, double seconds)
      throws XMLStreamException {
    List<Verdict> verdicts =
        java.util.stream.Stream.concat(
                result.checks().stream().map(MetricCheck::verdict),
                result.findings().stream().map(FindingCheck::verdict))
            .toList();
    xml.writeAttribute("name", "perfkit gate");
    xml.writeAttribute("tests", Integer.toString(verdicts.size()));
    xml.writeAttribute("failures", count(verdicts, Verdict.REGRESSION));
    xml.writeAttribute("errors", "0");
    xml.writeAttribute("skipped", count(verdicts, Verdict.INCONCLUSIVE));
    xml.writeAttribute("time", Numbers.fixed(seconds, 3));
  }

  private static String count(List<Verdict> verdicts, Verdict verdict) {
    return Long.toString(verdicts.stream().filter(v -> v == verdict).count());
  }

  private static void testcase(XMLStreamWriter xml, String name, Verdict verdict, String detail)
      throws XMLStreamException {
    xml.writeStartElement("testcase");
    xml.writeAttribute("classname", CLASS_NAME);
    xml.writeAttribute("name", name);
    xml.writeAttribute("time", "0");
    if (verdict == Verdict.REGRESSION) {
      xml.writeStartElement("failure");
      xml.writeAttribute("type", "regression");
      xml.writeAttribute("message", detail.lines().findFirst().orElse(""));
      xml.writeCharacters(detail);
      xml.writeEndElement();
    } else if (verdict == Verdict.INCONCLUSIVE) {
      xml.writeStartElement("skipped");
      xml.writeAttribute("message", detail.lines().findFirst().orElse(""));
      xml.writeEndElement();
    } else {
      xml.writeStartElement("system-out");
      xml.writeCharacters(detail);
      xml.writeEndElement();
    }
    xml.writeEndElement();
  }

  private static String detail(MetricCheck check) {
    List<String> cells = GateCells.row(check);
    StringBuilder detail = new StringBuilder(check.verdict().word() + ": " + check.note());
    for (int i = 1; i < cells.size() - 2; i++) {
      detail.append("\n").append(GateCells.HEADINGS.get(i)).append(": ").append(cells.get(i));
    }
    return detail.toString();
  }
}
