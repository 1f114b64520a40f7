package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.stream.Collectors;

/**
 * The one line the user reads about an event-count profile (method tracing, a hardware counter): no
 * rule judges it, so without this line its counts and frames would show nowhere but in {@code
 * summary.json}. Frames on every stack (the traced method and its own wrappers) say nothing new;
 * the heaviest of the others are where the counts come from.
 */
final class CountedNote {

  private static final int FRAMES = 3;

  private CountedNote() {}

  static String of(StackProfile counted) {
    String frames =
        counted.topTotal(FRAMES + 20).stream()
            .filter(frame -> frame.total() < counted.total())
            .limit(FRAMES)
            .map(CountedNote::frame)
            .collect(Collectors.joining(", "));
    return Quantity.count(counted.total()).text()
        + " counted, not CPU time"
        + (frames.isEmpty() ? "" : "; most under " + frames);
  }

  private static String frame(FrameStats frame) {
    return frame.name() + " " + Quantity.count(frame.total()).text();
  }
}
