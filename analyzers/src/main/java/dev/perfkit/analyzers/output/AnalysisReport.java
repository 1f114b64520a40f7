package dev.perfkit.analyzers.output;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.summary.RunSummary;
import java.nio.file.Path;

/**
 * What a format renders: the analysis, its summary as summary.json holds it, and where that file
 * was written (null when it was not). A repeat set has no analysis of its own (null): its summary
 * aggregates its repeats', so formats render the summary.
 */
public record AnalysisReport(Analysis analysis, RunSummary summary, Path summaryFile) {}
