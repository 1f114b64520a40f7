package dev.perfkit.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.HistogramLogWriter;

/**
 * The measured phase's {@code histogram.hlog}: HdrHistogram's interval log, one histogram of
 * nanosecond latencies per second, readable by {@code HistogramLogReader} and HdrHistogram's tools.
 * Written as the load goes, so a load that is cut short keeps what it measured.
 */
final class HistogramLogFile implements AutoCloseable {
  private final PrintStream stream;
  private final HistogramLogWriter writer;

  HistogramLogFile(Path file, long startMillis) throws IOException {
    this.stream = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.US_ASCII);
    this.writer = new HistogramLogWriter(stream);
    writer.outputComment("perfkit load: measured-phase latencies in nanoseconds, one per second");
    writer.outputLogFormatVersion();
    writer.outputStartTime(startMillis);
    writer.setBaseTime(startMillis);
    writer.outputLegend();
  }

  HistogramLogWriter writer() {
    return writer;
  }

  @Override
  public void close() throws IOException {
    stream.close();
    if (stream.checkError()) {
      throw new IOException("could not write the histogram log");
    }
  }
}
