/**
 * perfkit's analysis library: readers for each kind of evidence (profiler stacks, JFR recordings,
 * GC logs, compilation logs, load results) and the rules that turn them into findings. No CLI code
 * lives here.
 */
package dev.perfkit.analyzers;
