# Sourced by the benchmark scripts, after jdk.sh: a user's first run of scripts/perfkit after a
# build, which leaves the AOT cache that later runs start from (JDK 25+; see scripts/perfkit).
# Usage: perfkit_first_run DIR COMMAND...   (COMMAND runs scripts/perfkit; its output is dropped)

perfkit_aot_cache="$root/cli/target/perfkit.jar.aot"

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
}
