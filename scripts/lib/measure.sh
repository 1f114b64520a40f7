# shellcheck shell=bash
# Sourced by the benchmark scripts: runs a command several times under /usr/bin/time and sums the
# runs up as their tables show them, so that every analysis benchmark measures the same way.
# Usage: perfkit_measure DIR NAME RUNS COMMAND...
#          runs COMMAND RUNS times inside DIR; DIR/NAME.samples gets one line per run (wall s,
#          CPU s, peak RSS KB), DIR/NAME.stdout and DIR/NAME.stderr the last run's output. The
#          first failed run ends the runs: it is named on stderr and the function returns 1.
#        perfkit_measure_stats DIR/NAME.samples
#          prints "MIN MEDIAN MAX CPU RSS": wall s, the median CPU s and the highest RSS in MB.

[ -x /usr/bin/time ] || {
  echo "$(basename "$0" .sh): needs /usr/bin/time (apt-get install time)" >&2
  exit 1
}

perfkit_measure() {
  local dir=$1 name=$2 runs=$3 run
  shift 3
  local out="$dir/$name"
  : > "$out.samples"
  for run in $(seq "$runs"); do
    # Inside DIR: some anchors write files into the working directory.
    if ! (cd "$dir" && /usr/bin/time -f '%e %U %S %M' -o "$out.time" "$@" > "$out.stdout" 2> "$out.stderr"); then
      echo "$(basename "$0" .sh): $name failed (run $run of $runs): $(tail -n 1 "$out.stderr"); see $out.stderr" >&2
      return 1
    fi
    awk '{ print $1, $2 + $3, $4 }' "$out.time" >> "$out.samples"
  done
}

# CPU is user + sys of the process with its JIT and GC threads: less disturbed than wall time by
# other work on a shared machine. Each column's median is taken on its own (the lower one of two).
perfkit_measure_stats() {
  local wall cpu rss
  wall=$(cut -d' ' -f1 "$1" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f %.2f %.2f", v[1], v[int((NR + 1) / 2)], v[NR] }')
  cpu=$(cut -d' ' -f2 "$1" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }')
  rss=$(cut -d' ' -f3 "$1" | sort -n | tail -n 1 | awk '{ printf "%.0f", $1 / 1024 }')
  echo "$wall $cpu $rss"
}
