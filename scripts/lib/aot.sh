# shellcheck shell=bash
# Sourced by the benchmark scripts, after jdk.sh: a user's first run of scripts/perfkit after a
# build, which leaves the AOT cache that later runs start from (JDK 25+; see scripts/perfkit).
# Usage: perfkit_first_run DIR COMMAND...   (COMMAND runs scripts/perfkit; its output is dropped)
# Also gives the two ways the benchmarks run perfkit analyze, both inside 512 MB: "${perfkit[@]}"
# as a user runs it, and "${perfkit_cold[@]}" the same without the AOT cache.

perfkit_aot_cache="$root/cli/target/perfkit.jar.aot"
# shellcheck disable=SC2034 # used by the scripts that source this one
perfkit=(env PERFKIT_JAVA_OPTS=-Xmx512m "$root/scripts/perfkit" analyze)
# shellcheck disable=SC2034
perfkit_cold=(env PERFKIT_AOT=off PERFKIT_JAVA_OPTS=-Xmx512m "$root/scripts/perfkit" analyze)

perfkit_first_run() {
  local dir=$1 feature _
  shift
  rm -f "$perfkit_aot_cache"
  (cd "$dir" && "$@" >/dev/null)
  feature=$(perfkit_jdk_feature "$JAVA_HOME")
  [ "${feature:-0}" -ge 25 ] || return 0
  # scripts/perfkit makes the cache in the background: wait up to 30 s for it.
  for _ in $(seq 60); do
    [ -f "$perfkit_aot_cache" ] && return 0
    sleep 0.5
  done
  echo "warning: no AOT cache after 30 s: the perfkit analyze rows run without one" >&2
}
