#!/usr/bin/env bash
# Makes the real series that perfkit's change-point detection is checked on: N runs of the bundled
# server (legacy variant) whose CPU time per request rises by P% from run S on (--inject-cpu-ns),
# and N runs of the same server unchanged, one run of each a round, so that a machine whose load
# drifts weighs on both alike. Four calibration runs first measure the server's CPU time per
# request, which sets the injected nanoseconds. Writes each series' CPU time per request (ms, one
# value a line, run 1 first) to DIR/shifted.values and DIR/flat.values, for otava-check.sh, and
# prints the run-to-run spread and the smallest shift that spread lets a change point show. Then
# records each series in its own history (DIR/flat.db, DIR/shifted.db; run N under commit run-NN)
# and prints where `perfkit history changes` finds CPU time per request moved.
#
# Usage: scripts/bench/history-series.sh [-n RUNS] [-s FROM_RUN] [-p PERCENT] [-d DURATION]
#                                        [-w WARMUP] [-r RATE] [-J] [-o DIR]
# Defaults: -n 30 -s 16 -p 5 -d 3s -w 2s -r 1000; DIR a new temporary directory. -J: a fixed
# warm-up, not --warmup-until-jit-idle (shorter on a loaded machine). A run already in DIR (from an
# earlier call with the same -o) is kept.
#
# Example usage:
#   scripts/bench/history-series.sh -o runs/series
#   scripts/bench/otava-check.sh real-cpu-5pct-at-16=runs/series/shifted.values \
#     real-cpu-flat=runs/series/flat.values
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
. "$root/scripts/lib/jdk.sh"

n=30 from=16 percent=5 duration=3s warmup=2s rate=1000 out="" jit_idle=--warmup-until-jit-idle
while getopts "n:s:p:d:w:r:o:Jh" opt; do
  case $opt in
    n) n=$OPTARG ;;
    s) from=$OPTARG ;;
    p) percent=$OPTARG ;;
    d) duration=$OPTARG ;;
    w) warmup=$OPTARG ;;
    r) rate=$OPTARG ;;
    o) out=$OPTARG ;;
    J) jit_idle="" ;;
    *) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
  esac
done

. "$root/scripts/lib/build.sh"
perfkit_build_jar history-series
work=${out:-$(mktemp -d "${TMPDIR:-/tmp}/perfkit-history-series.XXXXXX")}
mkdir -p "$work"
# A copy: a rebuild of the repository's jar while this runs must not change what it measures.
[ -f "$work/perfkit.jar" ] || cp "$perfkit_jar" "$work/perfkit.jar"

# One run into DIR with the extra server flags given. No profiler: CPU time per request comes from
# the OS's count of the process's CPU time, which a profiler's own work would add to.
one_run() {
  local dir=$1
  shift
  [ -f "$dir/summary.json" ] && return
  java -jar "$work/perfkit.jar" run --out "$dir" --force --duration "$duration" \
    --warmup "$warmup" ${jit_idle:+"$jit_idle"} --rate "$rate" --no-profile "$@" >"$dir.log" 2>&1 ||
    echo "history-series: the run in $dir failed; its output: $dir.log" >&2
}

cpu_of() { # RUN_DIR: its CPU time per request in ms, or nothing
  jq -r '.metrics[] | select(.id == "cpu-time-per-request") | .value' "$1/summary.json" 2>/dev/null
}

# min median max mean and coefficient of variation of the numbers on stdin.
spread() {
  sort -g | awk '{ v[NR] = $1; s += $1; q += $1 * $1 } END {
    m = s / NR; sd = sqrt((q - NR * m * m) / (NR - 1))
    printf "min %.5f median %.5f max %.5f mean %.5f sd %.5f (%.1f%% of the mean) over %d runs",
      v[1], (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR], m, sd,
      100 * sd / m, NR }'
}

started=$(date -u +%H:%M)
mkdir -p "$work/calibration" "$work/flat" "$work/shifted"
echo "history-series: 4 calibration runs for the size of the injected CPU" >&2
for i in 1 2 3 4; do one_run "$work/calibration/$i"; done
mean_ms=$(for i in 1 2 3 4; do cpu_of "$work/calibration/$i"; done | awk '{ s += $1 } END { print s / NR }')
inject=$(echo "$mean_ms * 1000000 * $percent / 100 / 1" | bc)
echo "history-series: CPU per request $mean_ms ms: +$percent% is --inject-cpu-ns $inject" >&2
for i in $(seq 1 "$n"); do
  extra=()
  [ "$i" -ge "$from" ] && extra=(--inject-cpu-ns "$inject")
  echo "history-series: round $i of $n${extra:+, shifted +$inject ns}" >&2
  one_run "$work/flat/$i"
  one_run "$work/shifted/$i" "${extra[@]}"
done
for series in flat shifted; do
  for i in $(seq 1 "$n"); do cpu_of "$work/$series/$i"; done >"$work/$series.values"
done

echo "history-series: $n rounds in $work (${duration} at $rate requests/s after ${warmup}${jit_idle:+ and until the JIT is idle}), from $started to $(date -u +%H:%M) UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "calibration (ms): $(for i in 1 2 3 4; do cpu_of "$work/calibration/$i"; done | spread)"
echo "flat (ms):        $(spread <"$work/flat.values")"
echo "shifted 1-$((from - 1)) (ms): $(head -n $((from - 1)) "$work/shifted.values" | spread)"
echo "shifted $from-$n (ms): $(tail -n +"$from" "$work/shifted.values" | spread)"
# The smallest shift of the mean that a change point at p < 0.001 (Otava's level, t-test with
# the runs split where the shift is) reaches half the time, given the flat series' spread:
# t(0.9995, n-2) * sd * sqrt(1/a + 1/b).
before=$((from - 1)) after=$((n - from + 1))
sd_pct=$(spread <"$work/flat.values" | sed 's/.*(\([0-9.]*\)% of the mean).*/\1/')
t=$(python3 -c "
import math
from statistics import NormalDist
# t quantile by the Cornish-Fisher expansion of the normal one: within 0.1% from 20 degrees on.
z = NormalDist().inv_cdf(0.9995); d = $n - 2
print(z + (z**3 + z) / (4 * d) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * d * d))")
echo "smallest shift a change point shows half the time at this spread: $(python3 -c "
import math; print(round($t * $sd_pct * math.sqrt(1 / $before + 1 / $after), 1))")% (injected: $percent%)"

# The two series as a team's history holds them: each run recorded under its own commit, in order,
# then the change points perfkit finds in them.
for series in flat shifted; do
  db="$work/$series.db"
  rm -f "$db" # recorded anew each time: a history left half-made by a failed run must not count
  for i in $(seq 1 "$n"); do
    java -jar "$work/perfkit.jar" history record "$work/$series/$i" \
      --commit "$(printf 'run-%02d' "$i")" --db "$db" >/dev/null ||
      echo "history-series: $series run $i not recorded: the series has a gap" >&2
  done
  echo "perfkit history changes, $series series:"
  java -jar "$work/perfkit.jar" history changes --metric cpu-time-per-request --db "$db" || true
done
