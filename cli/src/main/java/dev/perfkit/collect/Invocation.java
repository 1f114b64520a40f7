package dev.perfkit.collect;

import java.util.List;

/**
 * Which perfkit ran and with which arguments, as run.json records them.
 *
 * @param perfkitVersion the build's version
 * @param args perfkit's own arguments
 */
public record Invocation(String perfkitVersion, List<String> args) {

  public Invocation {
    args = List.copyOf(args);
  }
}
