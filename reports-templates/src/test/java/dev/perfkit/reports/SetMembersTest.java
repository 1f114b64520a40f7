package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryFile;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A page finds a set's runs by their repeat names, and shows no part of a set as the set. */
class SetMembersTest {

  @TempDir Path temp;

  private static RunSummary summary(List<String> sources, List<Double> values) {
    Metric metric =
        new Metric(
            "throughput",
            values.stream().mapToDouble(Double::doubleValue).average().orElse(0),
            Unit.REQUESTS_PER_SECOND,
            Metric.Better.HIGHER,
            new Metric.Spread(values.size(), null, "test", values),
            "test");
    return new RunSummary(
        RunSummary.SCHEMA_VERSION,
        "test",
        Instant.EPOCH,
        sources,
        RunInfo.ofFiles(),
        List.of(metric),
        List.of(),
        List.of(),
        List.of(),
        null);
  }

  private RunSummary aSetOfTwoMovedHere() throws IOException {
    SummaryFile.write(summary(List.of("one"), List.of()), temp.resolve("repeats/1"));
    // The sources name where the set was made; the page looks under the set's own repeats/.
    return summary(List.of("/elsewhere/repeats/1", "/elsewhere/repeats/2"), List.of(10.0, 20.0));
  }

  @Test
  void aSetsMembersAreItsRepeatsByName() throws IOException {
    RunSummary set = aSetOfTwoMovedHere();
    SummaryFile.write(summary(List.of("two"), List.of()), temp.resolve("repeats/2"));
    List<SetMembers.Member> members = SetMembers.of(set, temp);
    assertEquals(List.of("repeat 1", "repeat 2"), members.stream().map(m -> m.name()).toList());
    assertEquals(List.of("two"), members.get(1).summary().source());
    assertEquals(temp.resolve("repeats/2"), members.get(1).directory());
  }

  @Test
  void aSetWithARepeatMissingIsShownAsItsSummaryAloneNotAsTheRepeatsLeft() throws IOException {
    RunSummary set = aSetOfTwoMovedHere();
    List<SetMembers.Member> members = SetMembers.of(set, temp);
    assertEquals(1, members.size());
    assertEquals(set, members.get(0).summary());
    assertEquals(false, SetMembers.isSet(members));
  }
}
