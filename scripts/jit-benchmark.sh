#!/usr/bin/env bash
# A run of the bundled server with the JIT compilation log and the inlining analysis: the server
# study's JIT script, now a thin wrapper over `perfkit run`. perfkit always records the
# compilation log (logs/compilation.log) and JFR's inlining events; its findings then rank the
# inlining failures on hot call sites ("hot method too big", "callee is too large") and the long
# compilations, each with the callee's share of CPU samples.
#
# Usage: scripts/jit-benchmark.sh [OUT] [perfkit run options...]
#   OUT defaults to runs/jit; --duration defaults to 20s; --events to cpu (the CPU share of each
#   callee; the other profilers add nothing to the JIT's story).
# Example: scripts/jit-benchmark.sh runs/jit-nio --execution-mode nio --thread-type virtual
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
out=runs/jit
if [ $# -gt 0 ] && [[ $1 != -* ]]; then
  out=$1
  shift
fi
# Defaults only where the caller gave none: picocli refuses an option given twice.
defaults=()
[[ " $* " =~ \ --(duration|requests)[=\ ] ]] || defaults+=(--duration 20s)
[[ " $* " =~ \ --events[=\ ] ]] || defaults+=(--events cpu)
exec "$root/scripts/perfkit" run --out "$out" "${defaults[@]}" "$@"
