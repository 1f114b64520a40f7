package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * One way to show a comparison (text, Markdown, JSON; HTML later): the seam they render through.
 */
public interface ComparisonFormat {

  void render(Comparison comparison, PrintWriter out) throws IOException;
}
