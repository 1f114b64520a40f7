package dev.perfkit.export;

import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.stacks.FrameNames;
import dev.perfkit.collect.ConverterWindow;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import one.convert.Arguments;
import one.convert.JfrConverter;
import one.convert.JfrToFlame;
import one.convert.JfrToOtlp;
import one.convert.JfrToPprof;
import one.jfr.JfrReader;

/**
 * The one place that writes a run's profiles in other tools' formats (docs/export.md), through
 * async-profiler's converter: pprof, OpenTelemetry profiles and collapsed stacks, one file per
 * event, every frame name folded by {@link FrameNames} as in every other perfkit output (the
 * converter's {@code --norm} folds lambda addresses only; JDK 17's counters, proxies and accessors
 * are folded here, where each name is made).
 */
public final class ProfileExport {

  /** An output format and the file name each event's profile gets in it. */
  public enum Format {
    PPROF("pb.gz"),
    OTLP("otlp.pb"),
    COLLAPSED("collapsed");

    private final String extension;

    Format(String extension) {
      this.extension = extension;
    }

    /** The file of {@code event} in this format, e.g. {@code cpu.pb.gz}. */
    public String fileName(String event) {
      return event + "." + extension;
    }

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * A profile event as the converter selects it, and the pprof sample type it is counted in: the
   * converter names a wall-clock profile "cpu", which would mix it up with the CPU profile in a
   * fleet profiler.
   */
  public enum Event {
    CPU("cpu", "cpu"),
    ALLOC("alloc", "allocations"),
    WALL("wall", "wall"),
    LOCK("lock", "locks");

    private final String id;
    private final String sampleType;

    Event(String id, String sampleType) {
      this.id = id;
      this.sampleType = sampleType;
    }

    /** perfkit's name of the event, as in {@code stacks/<id>.collapsed}. */
    public String id() {
      return id;
    }

    /** The pprof and OTLP sample type; every value is a count of samples. */
    public String sampleType() {
      return sampleType;
    }
  }

  private ProfileExport() {}

  /**
   * Writes {@code event}'s profile of {@code jfr} in {@code format} to {@code out}, of the samples
   * in {@code window} when there is one (a run's measured window, as its analysis reads it).
   *
   * @throws UncheckedIOException when the recording cannot be read (cut short, not a recording)
   * @throws IOException when {@code out} cannot be written
   */
  public static void export(
      Path jfr, Optional<MeasuredWindow> window, Event event, Format format, Path out)
      throws IOException {
    List<String> options = new ArrayList<>(List.of("--" + event.id(), "--norm"));
    if (format != Format.COLLAPSED) {
      options.add("--dot");
    }
    options.addAll(List.of("-o", output(format)));
    options.addAll(ConverterWindow.within(window));
    Arguments args = new Arguments(options.toArray(String[]::new));
    JfrConverter converter;
    try (JfrReader reader = new JfrReader(jfr.toString())) {
      converter = converter(reader, args, event, format);
      converter.convert();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(out));
        OutputStream body = format == Format.PPROF ? new GZIPOutputStream(file, 8192) : file) {
      switch (converter) {
        case JfrToPprof pprof -> pprof.dump(body);
        case JfrToOtlp otlp -> otlp.dump(body);
        case JfrToFlame flame -> flame.dump(body);
        default -> throw new IllegalStateException("no dump for " + converter);
      }
    }
  }

  private static String output(Format format) {
    return switch (format) {
      case PPROF -> "pprof";
      case OTLP -> "otlp";
      case COLLAPSED -> "collapsed";
    };
  }

  private static JfrConverter converter(
      JfrReader reader, Arguments args, Event event, Format format) {
    Names names = new Names();
    return switch (format) {
      case PPROF ->
          new JfrToPprof(reader, args) {
            @Override
            public String getMethodName(long methodId, byte type) {
              return names.fold(super.getMethodName(methodId, type));
            }

            @Override
            public String getValueType() {
              return event.sampleType();
            }
          };
      case OTLP ->
          new JfrToOtlp(reader, args) {
            @Override
            public String getMethodName(long methodId, byte type) {
              return names.fold(super.getMethodName(methodId, type));
            }

            @Override
            public String getValueType() {
              return event.sampleType();
            }
          };
      case COLLAPSED ->
          new JfrToFlame(reader, args) {
            @Override
            public String getMethodName(long methodId, byte type) {
              return names.fold(super.getMethodName(methodId, type));
            }
          };
    };
  }

  /** Each distinct name folded once: the converter asks for a frame's name at every sample. */
  private static final class Names {
    private final Map<String, String> folded = new HashMap<>();

    String fold(String name) {
      return folded.computeIfAbsent(name, FrameNames::normalize);
    }
  }
}
