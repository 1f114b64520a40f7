# shellcheck shell=bash
# Sourced by perfkit's scripts, after jdk.sh: builds the runnable jar (perfkit_jar) when it is
# missing or older than a source or pom, so that every script runs the code as it stands.
# Usage: perfkit_build_jar NAME [OUTPUT...]   (NAME prefixes the messages; OUTPUTs are other
# paths of the build the caller uses, such as a module's target/classes: built when one is missing)

perfkit_jar="${root:?build.sh needs root, the repository directory}/cli/target/perfkit.jar"

perfkit_jar_stale() {
  [ ! -f "$perfkit_jar" ] && return 0
  local output
  for output in "$@"; do
    [ -e "$output" ] || return 0
  done
  [ -n "$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/*/src/main -newer "$perfkit_jar" -type f -print -quit 2>/dev/null)" ]
}

# Stops an interrupted build and everything it started, and exits with the signal's code.
perfkit_abandon_build() {
  local pid=$1 log=$2 code=$3
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true # the build's own status, that of a stopped build: not ours
  rm -f "$log" "$perfkit_jar"
  exit "$code"
}

perfkit_build_jar() {
  local name=$1
  shift
  perfkit_jar_stale "$@" || return 0
  echo "$name: building the runnable jar (first run, or the sources changed)..." >&2
  local build_log build_pid status=0
  build_log=$(mktemp "${TMPDIR:-/tmp}/perfkit-build.XXXXXX")
  # Maven runs in the background so that a signal reaches these traps at once (bash runs a trap
  # only after the foreground command ends): they stop Maven, remove its log and the jar it may
  # have half written, and leave with the shell's code for the signal. Only a SIGKILL of this
  # script, which no script can catch, leaves Maven to finish on its own.
  (cd "$root" && exec ./mvnw -B -q -DskipTests -Dspotless.check.skip=true package >"$build_log" 2>&1) &
  build_pid=$!
  trap 'perfkit_abandon_build $build_pid "$build_log" 130' INT
  trap 'perfkit_abandon_build $build_pid "$build_log" 143' TERM
  trap 'perfkit_abandon_build $build_pid "$build_log" 129' HUP
  wait "$build_pid" || status=$?
  trap - INT TERM HUP
  if [ "$status" -ne 0 ]; then
    tail -n 40 "$build_log" >&2
    echo "$name: the build failed; the full log is in $build_log" >&2
    exit 1
  fi
  rm -f "$build_log"
  # Maven leaves a jar whose content did not change untouched (a comment edit): mark it fresh,
  # or every later run would rebuild it, and scripts/perfkit's AOT cache would never look current.
  touch "$perfkit_jar"
}
