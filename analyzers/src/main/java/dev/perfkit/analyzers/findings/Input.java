package dev.perfkit.analyzers.findings;

/**
 * A kind of evidence a rule can need, such as "a CPU profile" or "a GC log": its name is what the
 * engine tells the user when the evidence is missing. Each reader package declares its own.
 */
public record Input<T>(String name, Class<T> type) {}
