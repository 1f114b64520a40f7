#!/usr/bin/env bash
# The cross-checks of scripts/bench-analyze: perfkit's counts, read from the summary.json that
# `perfkit analyze --json` prints (fields in docs/summary.md), beside independent counts of the same
# files. Exits 1 after printing a line "FAILED cross-check NAME: ..." for each count that is missing
# or differs beyond its documented reason, so that a renamed field cannot print "null" unnoticed:
# - inline failures: perfkit's `sections.jit.log.inlineFailures` equals grep's count of
#   `<inline_fail ` elements (perfkit reads every one, those in a `<fragment>` included);
# - GC pauses: perfkit's `sections.gc.log.pauses.count` equals grep's count of pause lines;
# - GCViewer (given its summary CSV): its pausecount is perfkit's count less the pauses GCToolkit
#   reports without a duration (given GCToolkitPauses' output; without it, only present).
#
# Usage: analyze-crosschecks.sh COMPILATION_LOG GC_LOG [GCVIEWER_CSV [GCTOOLKIT_OUTPUT]]
# PERFKIT is the command that analyzes (default: scripts/perfkit analyze); OUT the directory for
# perfkit's JSON (default: a new temporary one).
#
# Example usage:
#   scripts/bench/analyze-crosschecks.sh compilation.log gc.log
#   scripts/bench-analyze --cross-checks compilation.log gc.log
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
if [ $# -lt 2 ]; then
  echo "usage: $0 COMPILATION_LOG GC_LOG [GCVIEWER_CSV [GCTOOLKIT_OUTPUT]]" >&2
  exit 2
fi
comp=$1 gc=$2 gcviewer_csv=${3:-} gctoolkit_out=${4:-}
read -r -a perfkit <<< "${PERFKIT:-$root/scripts/perfkit analyze}"
out=${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/perfkit-crosschecks.XXXXXX")}
failed=0

fail() { # name why
  echo "FAILED cross-check $1: $2"
  failed=1
}

# same NAME PERFKIT_COUNT OTHER_COUNT OTHER_NAME: fails when perfkit's count is missing or differs.
same() {
  if [ -z "$2" ]; then
    fail "$1" "perfkit's count is missing from summary.json"
  elif [ -z "$3" ]; then
    fail "$1" "$4 gave no count"
  elif [ "$2" != "$3" ]; then
    fail "$1" "perfkit counts $2, $4 $3"
  fi
}

"${perfkit[@]}" --json "$comp" > "$out/perfkit-comp.json"
"${perfkit[@]}" --json "$gc" > "$out/perfkit-gc.json"
inline_grep=$(grep -c '<inline_fail ' "$comp" || true)
inline_perfkit=$(jq -r '.sections.jit.log.inlineFailures // empty' "$out/perfkit-comp.json")
echo "- inline failures in $(basename "$comp"): grep (<inline_fail elements) $inline_grep, perfkit ${inline_perfkit:-missing}"
same "inline failures" "$inline_perfkit" "$inline_grep" "grep"

pauses_grep=$(grep -cE 'GC\([0-9]+\) ([YyO]: )?Pause .*ms$' "$gc" || true)
pauses_perfkit=$(jq -r '.sections.gc.log.pauses.count // empty' "$out/perfkit-gc.json")
gcviewer=""
if [ -n "$gcviewer_csv" ]; then
  gcviewer=$(awk -F'; ' 'tolower($1) == "pausecount" { print $2; exit }' "$gcviewer_csv")
fi
echo "- GC pauses in $(basename "$gc"): grep (pause lines) $pauses_grep, perfkit ${pauses_perfkit:-missing}${gcviewer_csv:+, GCViewer ${gcviewer:-missing}}"
same "GC pauses" "$pauses_perfkit" "$pauses_grep" "grep"

if [ -n "$gcviewer_csv" ]; then
  if [ -z "$gcviewer" ]; then
    fail "GCViewer pauses" "no pausecount in $gcviewer_csv"
  elif [ -n "$gctoolkit_out" ] && [ -n "$pauses_perfkit" ]; then
    # GCViewer leaves out the pauses that have no duration, as many as GCToolkit reports.
    unknown=$(sed -n 's/.*(\([0-9]*\) without a duration.*/\1/p' "$gctoolkit_out")
    same "GCViewer pauses" "$((pauses_perfkit - ${unknown:-0}))" "$gcviewer" \
      "GCViewer (perfkit's less ${unknown:-0} without a duration by GCToolkit)"
  fi
fi
exit "$failed"
