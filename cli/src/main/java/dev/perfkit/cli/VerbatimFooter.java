package dev.perfkit.cli;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Prints a command's footer, its example command lines, one per line as written: picocli wraps
 * footers at the usage width, which split {@code --} from the {@code java -jar app.jar} it
 * introduces, and a wrapped example cannot be copied and run.
 */
final class VerbatimFooter implements IHelpSectionRenderer {

  /** Gives {@code commandLine} and every subcommand under it this footer. */
  static void install(CommandLine commandLine) {
    commandLine.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_FOOTER, new VerbatimFooter());
    commandLine.getSubcommands().values().forEach(VerbatimFooter::install);
  }

  @Override
  public String render(Help help) {
    StringBuilder text = new StringBuilder();
    for (String line : help.commandSpec().usageMessage().footer()) {
      text.append(line).append(System.lineSeparator());
    }
    return text.toString();
  }
}
