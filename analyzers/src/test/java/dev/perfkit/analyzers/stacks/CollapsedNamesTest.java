package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CollapsedNamesTest {

  @Test
  void foldsEveryFrameLeafIncludedAndKeepsTheCount() {
    CollapsedNames names = new CollapsedNames();
    assertEquals(
        "java.lang.Thread.run;app.Foo$$Lambda.run;app.Bar$$Lambda.get 42",
        names.line(
            "java.lang.Thread.run;app.Foo$$Lambda.0x0000000017049978.run;"
                + "app.Bar$$Lambda.0x0000000041049978.get 42"));
    assertEquals("app.Foo$$Lambda.run 7", names.line("app.Foo$$Lambda.0x0000000017049978.run 7"));
    assertEquals("app.Main.main", names.line("app.Main.main"));
  }

  /** A merge streams millions of lines: what it keeps grows with the frames, not the lines. */
  @Test
  void keepsOneEntryPerFrameWhateverTheCounts() {
    CollapsedNames names = new CollapsedNames();
    for (int count = 1; count <= 10_000; count++) {
      names.line("java.lang.Thread.run;app.Foo$$Lambda.0x0000000017049978.run " + count);
    }
    assertEquals(2, names.framesSeen());
  }
}
