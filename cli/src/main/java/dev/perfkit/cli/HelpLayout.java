package dev.perfkit.cli;

import dev.perfkit.analyzers.output.TerminalText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Lays out the help's prose and lists within {@link TerminalText#WIDTH} columns, broken only
 * between words: picocli's own layout breaks inside a word ("docs/run-directory." then "md"), which
 * leaves a path or a URL that cannot be copied. Options come ungrouped first, then each argument
 * group under its heading (server, load, profiler...), in the group's order.
 */
final class HelpLayout {

  /** Where an option's description starts; longer names put it on the next line. */
  private static final int DESCRIPTION_COLUMN = 30;

  private static final String HANGING = " ".repeat(DESCRIPTION_COLUMN);

  private HelpLayout() {}

  /** Gives {@code commandLine} and every subcommand under it this layout. */
  static void install(CommandLine commandLine) {
    commandLine.setUsageHelpWidth(TerminalText.WIDTH);
    Map<String, IHelpSectionRenderer> sections = commandLine.getHelpSectionMap();
    // A command's header is its line in its parent's list of commands; its own help starts with
    // the usage, then says in full what it does.
    sections.put(UsageMessageSpec.SECTION_KEY_HEADER, help -> "");
    sections.put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, HelpLayout::description);
    sections.put(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, HelpLayout::parameters);
    sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST, HelpLayout::options);
    sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, HelpLayout::commands);
    sections.put(UsageMessageSpec.SECTION_KEY_EXIT_CODE_LIST, HelpLayout::exitCodes);
    commandLine.getSubcommands().values().forEach(HelpLayout::install);
  }

  private static String description(Help help) {
    StringBuilder text = new StringBuilder();
    for (String paragraph : help.commandSpec().usageMessage().description()) {
      for (String line : formatted(paragraph).split("\\R", -1)) {
        lines(text, TerminalText.wrap(line, "", ""));
      }
    }
    return text.toString();
  }

  private static String parameters(Help help) {
    StringBuilder text = new StringBuilder();
    Help.IParameterRenderer renderer = help.createDefaultParameterRenderer();
    help.commandSpec().positionalParameters().stream()
        .filter(parameter -> !parameter.hidden())
        .forEach(
            parameter ->
                row(
                    text,
                    "      " + parameter.paramLabel() + (parameter.isMultiValue() ? "..." : ""),
                    describe(
                        renderer.render(parameter, help.parameterLabelRenderer(), scheme(help)))));
    return text.toString();
  }

  private static String options(Help help) {
    StringBuilder text = new StringBuilder();
    Set<ArgSpec> grouped = new HashSet<>();
    List<ArgGroupSpec> groups = new ArrayList<>(help.commandSpec().argGroups());
    groups.sort(Comparator.comparingInt(ArgGroupSpec::order));
    groups.forEach(group -> grouped.addAll(group.allOptionsNested()));
    List<OptionSpec> ungrouped =
        help.commandSpec().options().stream().filter(option -> !grouped.contains(option)).toList();
    optionRows(help, text, ungrouped);
    for (ArgGroupSpec group : groups) {
      if (group.heading() != null) {
        text.append(formatted(group.heading()));
      }
      optionRows(help, text, group.allOptionsNested());
    }
    return text.toString();
  }

  private static void optionRows(Help help, StringBuilder text, List<OptionSpec> options) {
    Help.IOptionRenderer renderer = help.createDefaultOptionRenderer();
    options.stream()
        .filter(option -> !option.hidden())
        .sorted(Comparator.comparing(HelpLayout::sortName))
        .forEach(
            option -> {
              Text[][] cells = renderer.render(option, help.parameterLabelRenderer(), scheme(help));
              String shortName = cells[0][1].plainString().strip();
              String longName = cells[0][3].plainString().strip();
              String names =
                  shortName.isEmpty()
                      ? "      " + longName
                      : "  " + shortName + (longName.isEmpty() ? "" : ", " + longName);
              row(text, names, describe(cells));
            });
  }

  /** Options sort by their longest name without dashes, as picocli sorts them. */
  private static String sortName(OptionSpec option) {
    return option.longestName().replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
  }

  private static String commands(Help help) {
    StringBuilder text = new StringBuilder();
    help.subcommands()
        .forEach((name, sub) -> row(text, "  " + name, summary(sub.commandSpec().usageMessage())));
    return text.toString();
  }

  /** A command's line in the list: its header, one sentence that says what it does. */
  private static String summary(UsageMessageSpec usage) {
    return String.join(" ", usage.header()).strip();
  }

  /** Exit codes in a narrow column of their own: they are short, their meanings are not. */
  private static String exitCodes(Help help) {
    StringBuilder text = new StringBuilder();
    Map<String, String> codes = help.commandSpec().usageMessage().exitCodeList();
    int width = codes.keySet().stream().mapToInt(String::length).max().orElse(0) + 5;
    codes.forEach(
        (code, meaning) -> {
          String name = "  " + code;
          lines(text, TerminalText.wrap(meaning, pad(name, width), " ".repeat(width)));
        });
    return text.toString();
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(Math.max(1, width - text.length()));
  }

  /** The description cells of an option's or parameter's rows, as one paragraph each. */
  private static String describe(Text[][] cells) {
    List<String> paragraphs = new ArrayList<>();
    for (Text[] row : cells) {
      String line = row[row.length - 1].plainString().strip();
      if (!line.isEmpty()) {
        paragraphs.add(line);
      }
    }
    return String.join("\n", paragraphs);
  }

  /** A name, then its description wrapped in the description column. */
  private static void row(StringBuilder text, String name, String description) {
    boolean own = name.length() + 2 > DESCRIPTION_COLUMN;
    if (own) {
      text.append(name).append(System.lineSeparator());
    }
    String first = own ? HANGING : name + " ".repeat(DESCRIPTION_COLUMN - name.length());
    for (String paragraph : description.split("\n")) {
      lines(text, TerminalText.wrap(paragraph, first, HANGING));
      first = HANGING;
    }
  }

  private static void lines(StringBuilder text, List<String> lines) {
    lines.forEach(line -> text.append(line.stripTrailing()).append(System.lineSeparator()));
  }

  private static Help.ColorScheme scheme(Help help) {
    return help.colorScheme();
  }

  /** A help string as picocli formats it: {@code %n} a line break, {@code %%} a percent sign. */
  private static String formatted(String text) {
    return String.format(Locale.ROOT, text);
  }
}
