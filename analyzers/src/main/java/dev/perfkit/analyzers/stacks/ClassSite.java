package dev.perfkit.analyzers.stacks;

import java.util.List;

/**
 * Where a class is allocated (in an allocation profile) or locked (in a lock profile): the class,
 * the application frame responsible, and the JDK method it called to get there.
 *
 * @param className the allocated or locked class ({@code byte[]}, {@code java.lang.Object})
 * @param site the first frame above the class that is not the JDK's; the nearest Java frame when
 *     every frame is the JDK's
 * @param via the frame just below {@code site}, which the site called ({@code
 *     java.nio.ByteBuffer.allocate}); empty when the site allocated or locked directly
 * @param weight the site's count (bytes, nanoseconds or samples, as the profile's unit)
 * @param share the site's fraction (0-1) of the profile's total
 * @param path the heaviest stack of this site, class first, root last
 */
public record ClassSite(
    String className, String site, String via, long weight, double share, List<String> path) {

  public ClassSite {
    path = List.copyOf(path);
  }
}
