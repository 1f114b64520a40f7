/** The bundled HTTP/1.1 profiling target. */
package dev.perfkit.server;
