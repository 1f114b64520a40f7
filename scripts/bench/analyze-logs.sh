#!/usr/bin/env bash
# Benchmarks perfkit's compilation-log and GC-log readers on logs of 100+ MB against anchors on the
# same files: a bare StAX pass counting inline_fail by reason, JITWatch 1.1.5's headless parse,
# GCViewer 1.36's headless summary and Microsoft GCToolkit 3.5.0's pause totals
# (GcToolkitPauses.java), plus, for reference, the bare pass with Aalto, the parser perfkit uses.
# perfkit and JITWatch also read the few-KB compilation log of a bare `java -version`: their fixed
# cost (JVM start, and for perfkit picocli, the rules and the output), measured rather than inferred.
# Prints a table of wall time (min / median / max of RUNS runs), median CPU time and peak RSS.
# perfkit runs with -Xmx512m; the anchors with the JVM's default heap. perfkit runs as a user runs
# it, through scripts/perfkit, after one first run on another, smaller compilation log (a javac run
# of two files) that leaves its AOT cache behind on JDK 25+; one row shows perfkit without the
# cache (PERFKIT_AOT=off).
#
# Example usage:
#   scripts/bench/analyze-logs.sh                 # 3 runs each, files in a temp directory
#   RUNS=5 BENCH_DIR=/tmp/logs scripts/bench/analyze-logs.sh
#   RUNS=1 LOG_MB=1 scripts/bench/analyze-logs.sh  # a quick check: one copy of each real log
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$root/scripts/lib/jdk.sh"
. "$root/scripts/lib/aot.sh"
. "$root/scripts/lib/build.sh"
. "$root/scripts/lib/measure.sh"
java="$JAVA_HOME/bin/java"
runs=${RUNS:-3}
work=${BENCH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/perfkit-bench-logs.XXXXXX")}
min_bytes=$((${LOG_MB:-100} * 1024 * 1024))
mkdir -p "$work/lib" "$work/classes" "$work/workload" "$work/runs"
work=$(cd "$work" && pwd)   # the runs start inside $work/runs

perfkit_build_jar analyze-logs
echo "== fetching the anchors into $work/lib" >&2
"$root/scripts/bench/fetch-with-deps.sh" "$work/lib/jitwatch" com.chrisnewland:jitwatch:1.1.5 >&2
"$root/scripts/bench/fetch-with-deps.sh" "$work/lib/gcviewer" com.github.chewiebug:gcviewer:1.36 >&2
gcviewer_jar="$work/lib/gcviewer/gcviewer-1.36.jar"
"$root/scripts/bench/fetch-with-deps.sh" "$work/lib/gctoolkit" com.microsoft.gctoolkit:gctoolkit-api:3.5.0 \
  com.microsoft.gctoolkit:gctoolkit-parser:3.5.0 com.microsoft.gctoolkit:gctoolkit-vertx:3.5.0 >&2
# GCToolkit finds its parsers and channels through its module descriptors: its jars go on the module path.
gctoolkit=(-p "$work/lib/gctoolkit" --add-modules ALL-MODULE-PATH)
"$JAVA_HOME/bin/javac" -d "$work/classes" "${gctoolkit[@]}" "$root/scripts/bench/GcToolkitPauses.java"
"$JAVA_HOME/bin/javac" -d "$work/classes" "$root/scripts/bench/StaxInlineFailCount.java"
"$JAVA_HOME/bin/javac" -d "$work/classes" -cp "$perfkit_jar" "$root/scripts/bench/ReadLog.java"

# The JVM's default maximum heap on this machine, in MB: the anchors run with it.
default_max_heap_mb() {
  "$java" -XX:+PrintFlagsFinal -version 2>/dev/null | awk '$2 == "MaxHeapSize" { print int($4 / 1048576) }'
}

# The real log the large compilation logs repeat: a javac run compiling perfkit's sources.
make_base_compilation_log() {
  find "$root"/*/src/main/java -name '*.java' > "$work/sources.txt"
  "$java" -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile="$1" \
    -m jdk.compiler/com.sun.tools.javac.Main -proc:none -nowarn -d "$work/javac-out" \
    -cp "$perfkit_jar" @"$work/sources.txt" >/dev/null 2>&1 || true
}

# Repeats the <compilation_log> sections of the base log inside its root until OUT has MIN_BYTES.
# Usage: make_compilation_log OUT MIN_BYTES
make_compilation_log() {
  local base="$work/base-compilation.log" out=$1 want=$2
  [ -s "$base" ] || make_base_compilation_log "$base"
  local first last size copies
  first=$(grep -n -m1 '^<compilation_log ' "$base" | cut -d: -f1)
  last=$(grep -n '^</compilation_log>' "$base" | tail -n 1 | cut -d: -f1)
  size=$(sed -n "${first},${last}p" "$base" | wc -c)
  copies=$((want / size + 1))
  {
    head -n $((first - 1)) "$base"
    for _ in $(seq "$copies"); do sed -n "${first},${last}p" "$base"; done
    tail -n +$((last + 1)) "$base"
  } > "$out"
  echo "== $(basename "$out"): the base log's <compilation_log> sections repeated $copies times" >&2
}

# Repeats the GC lines of a real G1 log, shifting uptimes and GC ids so that time runs forward.
make_gc_log() {
  local base="$work/base-gc.log" out="$work/gc.log"
  "$JAVA_HOME/bin/javac" -d "$work/workload" \
    "$root/analyzers/src/test/java/dev/perfkit/analyzers/logs/LogWorkload.java"
  "$java" -XX:+UseG1GC -Xmx64m -Xlog:gc*:file="$base" -cp "$work/workload" \
    dev.perfkit.analyzers.logs.LogWorkload 10 >/dev/null
  local size copies
  size=$(wc -c < "$base")
  copies=$((min_bytes / size + 1))
  awk -v copies="$copies" '
    { line[NR] = $0 }
    match($0, /GC\([0-9]+\)/) { id = substr($0, RSTART + 3, RLENGTH - 4) + 0; if (id > maxid) maxid = id }
    match($0, /^\[[0-9.]+s\]/) { up = substr($0, 2, RLENGTH - 3) + 0; if (up > span) span = up }
    END {
      for (k = 0; k < copies; k++) {
        for (i = 1; i <= NR; i++) {
          s = line[i]
          if (!match(s, /GC\([0-9]+\)/)) { if (k == 0) print s; continue }
          gc = substr(s, RSTART + 3, RLENGTH - 4) + k * (maxid + 1)
          s = substr(s, 1, RSTART - 1) "GC(" gc ")" substr(s, RSTART + RLENGTH)
          if (match(s, /^\[[0-9.]+s\]/)) {
            up = substr(s, 2, RLENGTH - 3) + k * (span + 0.001)
            s = sprintf("[%.3fs]", up) substr(s, RLENGTH + 1)
          }
          print s
        }
      }
    }' "$base" > "$out"
}

# size FILE: as du counts it in MB (rounded up), or in KB below 1 MB, where "1 MB" would mislead.
size() {
  local bytes
  bytes=$(wc -c < "$1")
  if [ "$bytes" -lt 1048576 ]; then
    echo "$(((bytes + 1023) / 1024)) KB"
  else
    echo "$(du -m "$1" | cut -f1) MB"
  fi
}

row() { # file tool heap runs label command...
  local file=$1 tool=$2 heap=$3 n=$4 label=$5; shift 5
  local min median max cpu rss
  perfkit_measure "$work/runs" "$label" "$n" "$@" || return 1
  read -r min median max cpu rss < <(perfkit_measure_stats "$work/runs/$label.samples")
  printf '| %s | %s | %s | %s | %s / %s / %s | %s | %s |\n' \
    "$file" "$tool" "$heap" "$(size "$work/$file")" "$min" "$median" "$max" "$cpu" "$rss"
}

echo "== generating compilation logs of a few KB, ${LOG_MB:-100}+ and 3 x ${LOG_MB:-100}+ MB, a GC log of ${LOG_MB:-100}+ MB" >&2
# perfkit's start and JIT warm-up are a fixed cost, JITWatch's is small: the log of the JVM's
# start alone (a few compile tasks) shows each tool's start, and a log three times as large as
# the main one shows how the ratio grows with the log.
[ -s "$work/compilation-tiny.log" ] || "$java" -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation \
  -XX:LogFile="$work/compilation-tiny.log" -version >/dev/null 2>&1
[ -s "$work/compilation.log" ] || make_compilation_log "$work/compilation.log" "$min_bytes"
[ -s "$work/compilation-3x.log" ] || make_compilation_log "$work/compilation-3x.log" $((3 * min_bytes))
[ -s "$work/gc.log" ] || make_gc_log
tiny="$work/compilation-tiny.log"
comp="$work/compilation.log"
comp3="$work/compilation-3x.log"
gc="$work/gc.log"

# A user's first run after a build, on another log: it leaves the AOT cache later runs start from.
echo "== first perfkit run, on a small compilation log of another javac run" >&2
"$java" -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile="$work/first-run.log" \
  -m jdk.compiler/com.sun.tools.javac.Main -proc:none -d "$work/javac-first" \
  -cp "$perfkit_jar" "$root/scripts/bench/ReadLog.java" \
  "$root/scripts/bench/StaxInlineFailCount.java" >/dev/null 2>&1 || true
perfkit_first_run "$work/runs" "${perfkit[@]}" "$work/first-run.log"
jitwatch_cp="$work/lib/jitwatch/*"

# The CPU time (user + sys, s) of the JIT's compiler threads in the JVM COMMAND... runs: their
# /proc counters, read every 50 ms while it runs, the last read before it exits standing (so up to
# 50 ms of compiling may be missed). scripts/perfkit execs its JVM, keeping the command's pid,
# when the AOT cache exists; without it the JVM is a child, and this prints "n/a", not 0.
jit_cpu_seconds() {
  "$@" >/dev/null 2>&1 &
  local pid=$! hz ticks=0 sum stat line seen=no
  local -a fields
  hz=$(getconf CLK_TCK)
  while kill -0 "$pid" 2>/dev/null; do
    sum=0
    for stat in /proc/"$pid"/task/*/stat; do
      read -r line 2>/dev/null < "$stat" || continue
      case $line in *"(C1 CompilerThre)"* | *"(C2 CompilerThre)"*) seen=yes ;; *) continue ;; esac
      # After the ")" that ends the thread's name: state first, then utime 12th and stime 13th.
      read -r -a fields <<< "${line##*) }"
      sum=$((sum + fields[11] + fields[12]))
    done
    [ "$sum" -gt 0 ] && ticks=$sum
    sleep 0.05
  done
  wait "$pid" || true
  if [ "$seen" = no ]; then
    printf 'n/a (no compiler thread under pid %s)' "$pid"
    return
  fi
  awk -v ticks="$ticks" -v hz="$hz" 'BEGIN { printf "%.2f", ticks / hz }'
}

echo "== measuring, $runs runs each" >&2
echo "Load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
echo
echo "| file | tool | heap | size | wall s (min / median / max of runs) | CPU s (median) | peak RSS MB |"
echo "|---|---|---|---|---|---|---|"
row compilation-tiny.log "perfkit analyze" "-Xmx512m" "$runs" perfkit-tiny "${perfkit[@]}" "$tiny"
row compilation-tiny.log "JITWatch 1.1.5 headless (-i)" default "$runs" jitwatch-tiny "$java" -cp "$jitwatch_cp" org.adoptopenjdk.jitwatch.launch.LaunchHeadless -i "$tiny"
row compilation.log "perfkit analyze" "-Xmx512m" "$runs" perfkit-comp "${perfkit[@]}" "$comp"
row compilation.log "perfkit analyze, no AOT cache" "-Xmx512m" "$runs" perfkit-comp-cold "${perfkit_cold[@]}" "$comp"
row compilation.log "perfkit reader only (ReadLog.java)" "-Xmx512m" "$runs" reader-comp "$java" -Xmx512m -cp "$work/classes:$perfkit_jar" ReadLog "$comp"
row compilation.log "bare StAX inline_fail count" "-Xmx512m" "$runs" stax "$java" -Xmx512m -cp "$work/classes" StaxInlineFailCount "$comp"
row compilation.log "bare Aalto pass, same loop (not an anchor)" "-Xmx512m" "$runs" aalto "$java" -Xmx512m -cp "$work/classes:$perfkit_jar" StaxInlineFailCount "$comp" aalto
row compilation.log "JITWatch 1.1.5 headless (-i)" default "$runs" jitwatch "$java" -cp "$jitwatch_cp" org.adoptopenjdk.jitwatch.launch.LaunchHeadless -i "$comp"
row compilation-3x.log "perfkit analyze" "-Xmx512m" "$runs" perfkit-comp3 "${perfkit[@]}" "$comp3"
row compilation-3x.log "bare StAX inline_fail count" "-Xmx512m" "$runs" stax3 "$java" -Xmx512m -cp "$work/classes" StaxInlineFailCount "$comp3"
row compilation-3x.log "JITWatch 1.1.5 headless (-i)" default "$runs" jitwatch3 "$java" -cp "$jitwatch_cp" org.adoptopenjdk.jitwatch.launch.LaunchHeadless -i "$comp3"
row gc.log "perfkit analyze" "-Xmx512m" "$runs" perfkit-gc "${perfkit[@]}" "$gc"
row gc.log "perfkit reader only (ReadLog.java)" "-Xmx512m" "$runs" reader-gc "$java" -Xmx512m -cp "$work/classes:$perfkit_jar" ReadLog "$gc"
row gc.log "GCViewer 1.36 headless summary" default "$runs" gcviewer "$java" -jar "$gcviewer_jar" "$gc" "$work/runs/gcviewer-summary.csv" -t SUMMARY
row gc.log "GCToolkit 3.5.0 pause totals" default "$runs" gctoolkit "$java" "${gctoolkit[@]}" -cp "$work/classes" GcToolkitPauses "$gc" \
  || echo "| gc.log | GCToolkit 3.5.0 pause totals | default | | failed: see $work/runs/gctoolkit.stderr | | |"
# GCViewer keeps every event in memory and crawls in a 512 MB heap: one run shows it.
row gc.log "GCViewer 1.36 headless summary" "-Xmx512m" 1 gcviewer-512 "$java" -Xmx512m -jar "$gcviewer_jar" "$gc" "$work/runs/gcviewer-summary.csv" -t SUMMARY
echo
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "Cross-checks on the same files:"
echo "- inline_fail elements (grep): $(grep -c '<inline_fail ' "$comp"); bare StAX: $(cut -d' ' -f2 "$work/runs/stax.stdout")"
echo "- in compilation-3x.log, inline_fail elements (grep): $(grep -c '<inline_fail ' "$comp3"); bare StAX: $(cut -d' ' -f2 "$work/runs/stax3.stdout")"
# perfkit's counts beside grep's and GCViewer's; a missing or differing count fails the script.
crosschecks=0
OUT="$work/runs" PERFKIT="${perfkit[*]}" "$root/scripts/bench/analyze-crosschecks.sh" "$comp" "$gc" \
  "$work/runs/gcviewer-summary.csv" "$work/runs/gctoolkit.stdout" || crosschecks=$?
# GCToolkit 3.5.0 reports no G1 cleanup pause: compare its count with the other pause lines.
echo "- pause lines but Pause Cleanup (grep): $(grep -cE 'GC\([0-9]+\) ([YyO]: )?Pause (Young|Mixed|Remark|Full).*ms$' "$gc"), $(grep -E 'GC\([0-9]+\) ([YyO]: )?Pause (Young|Mixed|Remark|Full).*ms$' "$gc" | awk '{ sub(/ms$/, "", $NF); s += $NF } END { printf "%.3f ms", s }'); $(cat "$work/runs/gctoolkit.stdout")"
echo
# The JIT's share of a read: the same log read again in a warm JVM, and the compiler threads' CPU.
echo "JIT warm-up on compilation.log:"
echo "- perfkit's reader, 5 reads in one JVM (ReadLog.java, -Xmx512m), s: $("$java" -Xmx512m \
  -cp "$work/classes:$perfkit_jar" ReadLog "$comp" 5 | sed -n 's/^read times, s: //p')"
echo "- CPU s of the JIT's compiler threads in one perfkit analyze run (/proc): $(
  jit_cpu_seconds "${perfkit[@]}" "$comp")"
echo "- JVM: $("$java" -version 2>&1 | head -n 1), default max heap $(default_max_heap_mb) MB (the anchors'); AOT cache: $(ls "$perfkit_aot_cache" 2>/dev/null || echo none); files in $work"
if [ "$crosschecks" -ne 0 ]; then
  echo "perfkit: a cross-check failed (the FAILED lines above)" >&2
  exit 1
fi
