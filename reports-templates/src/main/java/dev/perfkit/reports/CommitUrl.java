package dev.perfkit.reports;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Where a commit is shown, from a template such as {@code https://example.org/repo/commit/{sha}}:
 * http or https only, so that no link on a page can run script, and the commit URL-encoded into it.
 */
public record CommitUrl(String template) {

  /** The place in a template that the commit replaces. */
  public static final String SHA = "{sha}";

  public CommitUrl {
    if (!template.contains(SHA)) {
      throw new IllegalArgumentException("'" + template + "' has no " + SHA + " for the commit");
    }
    URI uri;
    try {
      uri = URI.create(template.replace(SHA, "0"));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("'" + template + "' is not a URL: " + e.getMessage());
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
      throw new IllegalArgumentException("'" + template + "' is not an http or https URL");
    }
  }

  /** The URL of {@code commit}. */
  public String of(String commit) {
    return template.replace(SHA, URLEncoder.encode(commit, StandardCharsets.UTF_8));
  }
}
