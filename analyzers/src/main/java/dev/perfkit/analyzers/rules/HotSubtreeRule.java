package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.scope.ApplicationCpu;
import dev.perfkit.analyzers.stacks.ClassSites;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.FrameTable;
import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackPaths;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Finds the wide plateaus of a flame graph: a method of the application or a library whose subtree
 * (it and all it calls) holds a large share of the CPU samples or allocation although no frame
 * inside is hot enough by itself for {@link DominantFrameRule} or {@link HotAllocationSiteRule}. It
 * names the deepest such method: one whose share lies mostly under a deeper candidate (a caller,
 * {@code main}, a dispatcher) is not the answer, that candidate is.
 */
public final class HotSubtreeRule extends RuleBase {

  /**
   * A subtree below this share of the event is not reported: the serialiser a real server hid under
   * a string concatenation took 5.5% of its CPU, and a plateau that size is a flame graph reader's
   * first look; below it, many library subtrees of any server would qualify.
   */
  static final double MIN_SHARE = 0.05;

  /**
   * A method whose deeper candidates hold half or more of its subtree passes its share on: most of
   * the cost is there, and the method is only the way to it (a caller, a loop, a dispatcher). The
   * same holds when one frame's own cost is half of it: that is a hot frame, not a plateau. On the
   * bundled legacy server, ConnectionInput.next (14% of CPU) passes 65% of its samples to the
   * request reader, the plateau a flame graph reader would name.
   */
  static final double PASSED_ON = 0.50;

  /**
   * A subtree with this much of the whole event is the program itself (its main loop, the server's
   * dispatcher), which says nothing about where the cost is.
   */
  static final double EVERYTHING = 0.90;

  private static final int MAX_FINDINGS = 3;
  private static final int TOP_SELF = 3;
  private static final int MAX_PATH = 64;

  private final Input<StackProfile> input;
  private final Function<AnalysisInputs, StackProfile> profileOf;

  private HotSubtreeRule(
      String id,
      String title,
      Input<StackProfile> input,
      Function<AnalysisInputs, StackProfile> profileOf) {
    super(id, title, input);
    this.input = input;
    this.profileOf = profileOf;
  }

  /**
   * Hot subtrees of CPU samples, the profilers' own left out: JFR's stack walks run inside the
   * application's frames (WireMock's LoggedRequest.createFrom, under load, held JfrStackTrace's
   * samples as its largest self cost).
   */
  public static HotSubtreeRule cpu() {
    return new HotSubtreeRule(
        "hot-cpu-subtree",
        "Hot CPU subtree",
        StackInputs.CPU,
        inputs -> ApplicationCpu.of(inputs).orElseThrow());
  }

  /** Hot subtrees of allocation. */
  public static HotSubtreeRule allocation() {
    return new HotSubtreeRule(
        "hot-allocation-subtree",
        "Hot allocation subtree",
        StackInputs.ALLOC,
        inputs -> inputs.require(StackInputs.ALLOC));
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = profileOf.apply(inputs);
    if (tooFewSamples(profile)) {
      return List.of();
    }
    Subtrees subtrees = subtrees(profile);
    String source = inputs.sourceOf(input);
    return plateaus(profile, subtrees).stream()
        .filter(plateau -> !reportedElsewhere(profile, subtrees, plateau))
        .sorted(Comparator.comparingLong(Plateau::total).reversed().thenComparing(Plateau::name))
        .limit(MAX_FINDINGS)
        .map(plateau -> finding(profile, plateau, source))
        .toList();
  }

  /**
   * The plateaus of a profile, each method's name with its subtree's count: where a flame graph
   * reader would say the cost is, whether or not a frame rule has a frame inside. The inlining rule
   * reads them as the cost of a callee whose own frames are cheap (the legacy request reader: 10%
   * of CPU as a subtree, 0.8% in its own compiled code).
   */
  static Map<String, Long> plateaus(StackProfile profile) {
    if (tooFewSamples(profile)) {
      return Map.of();
    }
    return plateaus(profile, subtrees(profile)).stream()
        .collect(Collectors.toMap(Plateau::name, Plateau::total));
  }

  private static Subtrees subtrees(StackProfile profile) {
    Set<Integer> candidates = candidates(profile, profile.frameStats());
    return Subtrees.of(profile, candidates::contains, HotSubtreeRule::isUsersCode);
  }

  /** The candidates that keep their share: none deeper and no one frame holds half of it. */
  private static List<Plateau> plateaus(StackProfile profile, Subtrees subtrees) {
    List<FrameStats> stats = profile.frameStats();
    Set<Integer> candidates = subtrees.chosen();
    return candidates.stream()
        .map(name -> Plateau.of(profile, subtrees, name, stats.get(name).total()))
        .filter(plateau -> !passedOn(subtrees, plateau, candidates))
        .toList();
  }

  /** A sampled profile with fewer samples than the dominant-frame rule needs says too little. */
  private static boolean tooFewSamples(StackProfile profile) {
    return profile.unit() == ValueUnit.SAMPLES && profile.total() < DominantFrameRule.MIN_SAMPLES;
  }

  /**
   * The name ids of the user's methods (not the JDK's) whose subtree share lies in [MIN_SHARE,
   * EVERYTHING).
   */
  private static Set<Integer> candidates(StackProfile profile, List<FrameStats> stats) {
    boolean[] methods = methodNames(profile);
    return IntStream.range(0, stats.size())
        .filter(name -> methods[name] && isUsersCode(stats.get(name).name()))
        .filter(
            name -> {
              double share = (double) stats.get(name).total() / profile.total();
              return share >= MIN_SHARE && share < EVERYTHING;
            })
        .boxed()
        .collect(Collectors.toSet());
  }

  /**
   * A Java method's name, for frames whose type the profile does not give (Linux perf files): a
   * dotted name whose method part starts as a Java identifier does, so that native symbols such as
   * {@code [libpthread-2.19.so]} or {@code do_sock_write.isra.10} are not taken for methods.
   */
  private static final Pattern JAVA_METHOD =
      Pattern.compile("[\\p{L}_$][^\\s\\[\\]()]*\\.[\\p{L}_$<][^\\s.]*");

  /** Which names are Java methods rather than native frames or allocated classes. */
  private static boolean[] methodNames(StackProfile profile) {
    FrameTable frames = profile.frames();
    boolean[] methods = new boolean[frames.nameCount()];
    for (int frame = 0; frame < frames.size(); frame++) {
      FrameType type = frames.type(frame);
      boolean untypedMethod =
          type == FrameType.UNKNOWN && JAVA_METHOD.matcher(frames.name(frame)).matches();
      methods[frames.nameId(frame)] |= type.isJava() || untypedMethod;
    }
    return methods;
  }

  /**
   * The one seam to application scope: a candidate is code its user wrote or chose, the
   * application's or a library's ({@link Scope}), not the JDK's internals. A library's plateau (a
   * Netty write to the socket) is a real cost of the run; the ranking puts it below the
   * application's.
   */
  static boolean isUsersCode(String frameName) {
    return Scope.of(frameName) != Scope.JDK;
  }

  /**
   * Whether the subtree's share lies mostly in one place deeper down: under deeper candidates, or
   * in one frame's own cost (a hot frame, the frame rules' business, not a plateau).
   */
  private static boolean passedOn(Subtrees subtrees, Plateau plateau, Set<Integer> others) {
    long largestSelf = plateau.topSelf().isEmpty() ? 0 : plateau.topSelf().get(0).getValue();
    long deeper = Math.max(subtrees.coveredBy(plateau.nameId(), others), largestSelf);
    return deeper >= PASSED_ON * plateau.total();
  }

  /** Whether a frame inside is already a dominant frame or a hot allocation site. */
  private boolean reportedElsewhere(StackProfile profile, Subtrees subtrees, Plateau plateau) {
    if (profile.event() == StackEvent.ALLOC) {
      Set<String> inside = subtrees.namesInside(plateau.nameId());
      return ClassSites.of(profile).stream()
          .anyMatch(
              site ->
                  site.share() >= HotAllocationSiteRule.MIN_SHARE && inside.contains(site.site()));
    }
    return !plateau.topSelf().isEmpty()
        && plateau.topSelf().get(0).getValue() >= DominantFrameRule.MIN_SHARE * profile.total();
  }

  private Finding finding(StackProfile profile, Plateau plateau, String source) {
    String denominator = Shares.denominator(profile, source);
    double share = (double) plateau.total() / profile.total();
    return finding(plateau.name(), ProfileAmounts.scoreOfShare(share))
        .summary(
            plateau.name()
                + " and what it calls account for "
                + Quantity.fraction(share).text()
                + " "
                + denominator
                + largestInside(profile, plateau)
                + ".")
        .explanation(
            "A wide plateau in the flame graph: the cost is spread over many frames under one"
                + " method, so no single frame stands out, yet the method's work as a"
                + " whole is worth reducing.")
        .suggestion(
            "Look at what "
                + plateau.name()
                + " does per call and how often it is called (the path to it is below): call it"
                + " less, cache its result, or replace the work under it as a whole.")
        .source(source)
        .evidence(evidence(profile, plateau, denominator, share));
  }

  private static String largestInside(StackProfile profile, Plateau plateau) {
    if (plateau.topSelf().isEmpty()) {
      return "";
    }
    Map.Entry<String, Long> top = plateau.topSelf().get(0);
    return ", though the largest self cost inside, "
        + top.getKey()
        + ", is only "
        + Quantity.fraction((double) top.getValue() / profile.total()).text();
  }

  private static List<Evidence> evidence(
      StackProfile profile, Plateau plateau, String denominator, double share) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("subtree share " + denominator, Quantity.fraction(share)));
    evidence.add(
        Evidence.of("subtree amount", ProfileAmounts.amount(plateau.total(), profile.unit())));
    for (Map.Entry<String, Long> self : plateau.topSelf()) {
      double selfShare = (double) self.getValue() / profile.total();
      evidence.add(Evidence.of("self inside: " + self.getKey(), Quantity.fraction(selfShare)));
    }
    int node = plateau.node();
    evidence.add(
        Evidence.stack(
            "path to it",
            ProfileAmounts.amount(profile.tree().total(node), profile.unit()),
            StackPaths.innermostFirst(profile, node, MAX_PATH)));
    return evidence;
  }

  /**
   * One candidate subtree: its method, total, heaviest outermost node and largest self costs.
   *
   * @param topSelf the largest self costs inside, largest first, at most {@code TOP_SELF}
   */
  private record Plateau(
      String name, int nameId, long total, int node, List<Map.Entry<String, Long>> topSelf) {

    static Plateau of(StackProfile profile, Subtrees subtrees, int nameId, long total) {
      List<Map.Entry<String, Long>> topSelf =
          subtrees.selfInside(nameId).entrySet().stream()
              .sorted(
                  Map.Entry.<String, Long>comparingByValue()
                      .reversed()
                      .thenComparing(Map.Entry.comparingByKey()))
              .limit(TOP_SELF)
              .toList();
      String name = profile.frames().nameById(nameId);
      return new Plateau(name, nameId, total, subtrees.heaviestNode(nameId), topSelf);
    }
  }
}
