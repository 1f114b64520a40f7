package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.stacks.CollapsedMerge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The collapsed stacks of a repeat set: per event, the repeats' own files merged into the set's
 * {@code stacks/<event>.collapsed}, so that one flame graph can show the whole set. Only the
 * repeats the set's summary aggregates are merged: the complete ones, or all when none completed.
 */
final class RepeatStacks {

  private RepeatStacks() {}

  /** Merges every event's stacks; returns what went wrong, or null. */
  static String merge(RunDirectory set, int started, List<Integer> completed) {
    List<RunDirectory> repeats =
        (completed.isEmpty() ? IntStream.rangeClosed(1, started).boxed().toList() : completed)
            .stream().map(set::repeat).toList();
    try {
      for (String event : events(repeats)) {
        List<Path> inputs = new ArrayList<>();
        repeats.stream()
            .map(repeat -> repeat.collapsed(event))
            .filter(Files::isRegularFile)
            .forEach(inputs::add);
        Files.createDirectories(set.stacksDir());
        CollapsedMerge.merge(inputs, set.collapsed(event));
      }
      return null;
    } catch (IOException e) {
      return "the repeats' collapsed stacks were not merged: " + IoMessages.describe(e);
    }
  }

  /** The events any of the repeats has collapsed stacks of, by name. */
  private static TreeSet<String> events(List<RunDirectory> repeats) throws IOException {
    TreeSet<String> events = new TreeSet<>();
    for (RunDirectory repeat : repeats) {
      if (!Files.isDirectory(repeat.stacksDir())) {
        continue;
      }
      try (Stream<Path> files = Files.list(repeat.stacksDir())) {
        files.map(repeat::collapsedEvent).filter(event -> event != null).forEach(events::add);
      }
    }
    return events;
  }
}
