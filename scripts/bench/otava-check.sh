#!/usr/bin/env bash
# Records series and Apache Otava's change points in them, the answers perfkit's change-point
# detection is held to (OtavaAgreementTest). Installs apache-otava 0.8.0 into a virtual environment
# under target/ (once), then writes one JSON file per series into the test data: the synthetic
# series with known shifts made by otava_check.py, and each recorded series given (one value a
# line, as scripts/bench/history-series.sh writes them).
#
# Usage: scripts/bench/otava-check.sh [NAME=VALUES_FILE ...]
#
# Example usage:
#   scripts/bench/otava-check.sh
#   scripts/bench/otava-check.sh real-cpu-5pct-at-16=runs/series/shifted.values \
#     real-cpu-flat=runs/series/flat.values
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
venv=$root/target/otava-venv
out=$root/analyzers/src/test/resources/otava
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import otava' 2>/dev/null; then
  echo "otava-check: installing apache-otava 0.8.0 into $venv..." >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q apache-otava==0.8.0
fi
mkdir -p "$out"
"$venv/bin/python" "$root/scripts/bench/otava_check.py" "$out" "$@"
