package dev.perfkit.reports;

/**
 * One GC or JIT total in each of two runs and its change.
 *
 * @param what what is counted, and from which evidence
 * @param baseline the baseline's value with its unit
 * @param candidate the candidate's value with its unit
 * @param change the candidate minus the baseline, with its sign and relative change
 */
public record DeltaRow(String what, String baseline, String candidate, String change) {}
