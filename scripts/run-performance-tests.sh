#!/usr/bin/env bash
# CPU, allocation and wall-clock flame graphs of a running JVM, found by its pid: the server
# study's profiling script, now a thin wrapper over `perfkit profile --pid`. perfkit attaches
# async-profiler and a JFR recording for the window, optionally drives load at --url, leaves the
# JVM as it was, and writes the flame graphs into OUT/flamegraphs/ (cpu.html, alloc.html,
# wall.html) beside the ranked findings.
#
# Usage: scripts/run-performance-tests.sh PID [OUT] [perfkit profile options...]
#   OUT defaults to runs/profile-PID; --duration defaults to 30s; --events to cpu,alloc,wall.
# Example: scripts/run-performance-tests.sh 4242 runs/live --url http://127.0.0.1:8080/hello
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 PID [OUT] [perfkit profile options...]" >&2
  exit 2
fi
pid=$1
shift
out=runs/profile-$pid
if [ $# -gt 0 ] && [[ $1 != -* ]]; then
  out=$1
  shift
fi
# Defaults only where the caller gave none: picocli refuses an option given twice.
defaults=()
[[ " $* " =~ \ --duration[=\ ] ]] || defaults+=(--duration 30s)
[[ " $* " =~ \ --events[=\ ] ]] || defaults+=(--events cpu,alloc,wall)
exec "$root/scripts/perfkit" profile --pid "$pid" --out "$out" "${defaults[@]}" "$@"
