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

perfkit_build_jar() {
  local name=$1
  shift
  perfkit_jar_stale "$@" || return 0
  echo "$name: building the runnable jar (first run, or the sources changed)..." >&2
  local build_log
  build_log=$(mktemp "${TMPDIR:-/tmp}/perfkit-build.XXXXXX")
  if ! (cd "$root" && ./mvnw -B -q -DskipTests -Dspotless.check.skip=true package >"$build_log" 2>&1); then
    tail -n 40 "$build_log" >&2
    echo "$name: the build failed; the full log is in $build_log" >&2
    exit 1
  fi
  rm -f "$build_log"
  # Maven leaves a jar whose content did not change untouched (a comment edit): mark it fresh,
  # or every later run would rebuild it, and scripts/perfkit's AOT cache would never look current.
  touch "$perfkit_jar"
}
