/**
 * Collection: launching or attaching to a target JVM with async-profiler, JFR and HotSpot's logs,
 * driving load, and writing the run directory described in {@code docs/run-directory.md}.
 */
package dev.perfkit.collect;
