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
# -D ROUNDS: each point is a duet instead (`perfkit duet --rounds ROUNDS`): the server measured
# beside an unchanged reference (the same server, legacy variant), and the series is CPU time per
# request relative to the reference's (cpu-time-per-request/vs-reference), which the machine's
# drift moves on both sides alike (docs/history.md). The calibration is then one duet of 2 rounds.
#
# Usage: scripts/bench/history-series.sh [-n RUNS] [-s FROM_RUN] [-p PERCENT] [-d DURATION]
#                                        [-w WARMUP] [-r RATE] [-J] [-D ROUNDS] [-o DIR]
# Defaults: -n 30 -s 16 -p 5 -d 3s -w 2s -r 1000; DIR a new temporary directory. -J: a fixed
# warm-up, not --warmup-until-jit-idle (shorter on a loaded machine; runs only). -r is per side in
# a duet. A point already in DIR (from an earlier call with the same -o) is kept, but a duet that
# stopped early (a signal, a side that failed), which is made again. Needs jq.
#
# Example usage:
#   scripts/bench/history-series.sh -o runs/series
#   scripts/bench/history-series.sh -D 2 -d 12s -w 3s -r 2500 -o runs/duet-series
#   scripts/bench/otava-check.sh real-cpu-5pct-at-16=runs/series/shifted.values \
#     real-cpu-flat=runs/series/flat.values
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
command -v jq >/dev/null || { echo "history-series: needs jq (apt-get install jq)" >&2; exit 1; }
. "$root/scripts/lib/jdk.sh"

n=30 from=16 percent=5 duration=3s warmup=2s rate=1000 out="" jit_idle=--warmup-until-jit-idle
duet_rounds=""
while getopts "n:s:p:d:w:r:o:D:Jh" opt; do
  case $opt in
    n) n=$OPTARG ;;
    s) from=$OPTARG ;;
    p) percent=$OPTARG ;;
    d) duration=$OPTARG ;;
    w) warmup=$OPTARG ;;
    r) rate=$OPTARG ;;
    o) out=$OPTARG ;;
    J) jit_idle="" ;;
    D) duet_rounds=$OPTARG ;;
    *) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
  esac
done

. "$root/scripts/lib/build.sh"
perfkit_build_jar history-series
work=${out:-$(mktemp -d "${TMPDIR:-/tmp}/perfkit-history-series.XXXXXX")}
mkdir -p "$work"
# A copy: a rebuild of the repository's jar while this runs must not change what it measures.
[ -f "$work/perfkit.jar" ] || cp "$perfkit_jar" "$work/perfkit.jar"

# The metric the series follow: a run's own CPU time per request, or a duet's relative to its
# reference.
if [ -n "$duet_rounds" ]; then
  metric=cpu-time-per-request/vs-reference unit=ratio
else
  metric=cpu-time-per-request unit=ms
fi

# One point into DIR with the extra flags given: a run, or with -D a duet beside the reference. No
# profiler in a run: CPU time per request comes from the OS's count of the process's CPU time,
# which a profiler's own work would add to.
one_point() {
  local dir=$1
  shift
  if [ -n "$duet_rounds" ]; then
    # A duet that stopped early (a signal, a side that failed) is done again.
    jq -e '.complete != false' "$dir/duet.json" >/dev/null 2>&1 && return
    rm -rf "$dir"
    local status=0
    # Exit 3 or 5 is the duet's verdict on its few rounds, not a failure: the series judges them.
    java -jar "$work/perfkit.jar" duet --out "$dir" --rounds "$duet_rounds" \
      --duration "$duration" --warmup "$warmup" --rate "$rate" "${@/#--inject/--candidate-inject}" \
      >"$dir.log" 2>&1 || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 3 ] || [ "$status" -eq 5 ] ||
      echo "history-series: the duet in $dir failed; its output: $dir.log" >&2
    return
  fi
  [ -f "$dir/summary.json" ] && return
  java -jar "$work/perfkit.jar" run --out "$dir" --force --duration "$duration" \
    --warmup "$warmup" ${jit_idle:+"$jit_idle"} --rate "$rate" --no-profile "$@" >"$dir.log" 2>&1 ||
    echo "history-series: the run in $dir failed; its output: $dir.log" >&2
}

# A calibration point's CPU time per request in ms (a duet's: its reference's median over the
# rounds), or nothing.
calibration_cpu_of() {
  if [ -n "$duet_rounds" ]; then
    jq -r '[.rounds[].baseline | select(.requests > 0) | .cpuSeconds * 1000 / .requests]
      | sort | if length == 0 then empty
        else (if length % 2 == 1 then .[length / 2 | floor] else (.[length / 2 - 1] + .[length / 2]) / 2 end) end' \
      "$1/duet.json" 2>/dev/null
  else
    jq -r '.metrics[] | select(.id == "cpu-time-per-request") | .value' "$1/summary.json" 2>/dev/null
  fi
}

# min median max mean and coefficient of variation of the numbers on stdin.
spread() {
  sort -g | awk '{ v[NR] = $1; s += $1; q += $1 * $1 } END {
    m = s / NR
    printf "min %.5f median %.5f max %.5f mean %.5f", v[1],
      (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR], m
    if (NR > 1) {
      sd = sqrt((q - NR * m * m) / (NR - 1))
      printf " sd %.5f (%.1f%% of the mean)", sd, 100 * sd / m
    }
    printf " over %d points", NR }'
}

started=$(date -u +%H:%M)
mkdir -p "$work/calibration" "$work/flat" "$work/shifted"
if [ -n "$duet_rounds" ]; then
  calibrations=1
  echo "history-series: a calibration duet of 2 rounds for the size of the injected CPU" >&2
  (duet_rounds=2 one_point "$work/calibration/1")
else
  calibrations=4
  echo "history-series: 4 calibration runs for the size of the injected CPU" >&2
  for i in 1 2 3 4; do one_point "$work/calibration/$i"; done
fi
mean_ms=$(for i in $(seq 1 $calibrations); do calibration_cpu_of "$work/calibration/$i"; done |
  awk '{ s += $1 } END { print s / NR }')
inject=$(echo "$mean_ms * 1000000 * $percent / 100 / 1" | bc)
echo "history-series: CPU per request $mean_ms ms: +$percent% is --inject-cpu-ns $inject" >&2
for i in $(seq 1 "$n"); do
  extra=()
  [ "$i" -ge "$from" ] && extra=(--inject-cpu-ns "$inject")
  echo "history-series: point $i of $n${extra:+, shifted +$inject ns}" >&2
  one_point "$work/flat/$i"
  one_point "$work/shifted/$i" "${extra[@]}"
done
finished=$(date -u +%H:%M)

# The two series as a team's history holds them: each point recorded under its own commit, in
# order; the values checked below and by otava-check.sh are read back from the history, as
# `perfkit history changes` reads them.
for series in flat shifted; do
  db="$work/$series.db"
  rm -f "$db" # recorded anew each time: a history left half-made by a failed run must not count
  for i in $(seq 1 "$n"); do
    java -jar "$work/perfkit.jar" history record "$work/$series/$i" \
      --commit "$(printf 'run-%02d' "$i")" --db "$db" >/dev/null ||
      echo "history-series: $series point $i not recorded: the series has a gap" >&2
  done
  java -jar "$work/perfkit.jar" history show --metric "$metric" --format json --db "$db" |
    jq -r '.series[0].points[].value' >"$work/$series.values"
done

echo "history-series: $n points in $work (${duet_rounds:+duets of $duet_rounds rounds, }${duration} at $rate requests/s after ${warmup}${jit_idle:+ and until the JIT is idle}), from $started to $finished UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "calibration (ms): $(for i in $(seq 1 $calibrations); do calibration_cpu_of "$work/calibration/$i"; done | spread)"
echo "flat ($unit):        $(spread <"$work/flat.values")"
echo "shifted 1-$((from - 1)) ($unit): $(head -n $((from - 1)) "$work/shifted.values" | spread)"
echo "shifted $from-$n ($unit): $(tail -n +"$from" "$work/shifted.values" | spread)"
# The smallest shift of the mean that a change point at p < 0.001 (Otava's level, t-test with
# the points split where the shift is) reaches half the time, given the flat series' spread:
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

if [ -n "$duet_rounds" ]; then
  # Each round of the server unchanged (the flat series, the shifted one before FROM_RUN): its CPU
  # ratio and which side was started first, for the spread of a round and the start order's cost.
  for i in $(seq 1 "$n"); do
    echo "$work/flat/$i/duet.json"
    if [ "$i" -lt "$from" ]; then echo "$work/shifted/$i/duet.json"; fi
  done | xargs jq -r '.rounds[] | select(.baseline.requests > 0 and .candidate.requests > 0)
    | "\(.baselineFirst) \((.candidate.cpuSeconds / .candidate.requests)
        / (.baseline.cpuSeconds / .baseline.requests))"' >"$work/unshifted-rounds.tsv"
  echo "rounds of the unchanged server (ratio): $(cut -d' ' -f2 "$work/unshifted-rounds.tsv" | spread)"
  echo "  the reference started first:  $(awk '$1 == "true" { print $2 }' "$work/unshifted-rounds.tsv" | spread)"
  echo "  the candidate started first:  $(awk '$1 == "false" { print $2 }' "$work/unshifted-rounds.tsv" | spread)"
fi

for series in flat shifted; do
  echo "perfkit history changes, $series series:"
  java -jar "$work/perfkit.jar" history changes --metric "$metric" --db "$work/$series.db" || true
done
