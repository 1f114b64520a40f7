# shellcheck shell=bash
# Sourced by perfkit's scripts: finds a JDK 21 or newer, exports JAVA_HOME for it and puts its bin
# first on the PATH.
# Order: JAVA_HOME if new enough, then `java` on the PATH, then the usual install folders
# (the newest one found wins). Prints one line and exits 1 when there is none.

PERFKIT_MIN_JAVA=21

# Prints the feature version (8, 17, 21, 25...) of the JDK at $1, or nothing if it is not one.
perfkit_jdk_feature() {
  local home=$1 version=""
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  if [ -r "$home/release" ]; then
    version=$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release")
  fi
  if [ -z "$version" ]; then
    version=$("$home/bin/java" -version 2>&1 | sed -n 's/.* version "\([^"]*\)".*/\1/p' | head -n 1)
  fi
  version=${version#1.}   # "1.8.0_402" is Java 8
  printf '%s' "${version%%[.+-]*}"
}

perfkit_jdk_ok() {
  local feature
  feature=$(perfkit_jdk_feature "$1")
  [ -n "$feature" ] && [ "$feature" -ge "$PERFKIT_MIN_JAVA" ] 2>/dev/null
}

perfkit_find_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && perfkit_jdk_ok "$JAVA_HOME"; then
    return 0
  fi
  local candidate best="" best_feature=0 feature java_on_path
  if java_on_path=$(command -v java 2>/dev/null); then
    candidate=$(cd "$(dirname "$(readlink -f "$java_on_path")")/.." && pwd)
    if perfkit_jdk_ok "$candidate"; then
      export JAVA_HOME=$candidate
      return 0
    fi
  fi
  for candidate in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* \
      /Library/Java/JavaVirtualMachines/*/Contents/Home \
      "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*; do
    [ -d "$candidate" ] || continue
    feature=$(perfkit_jdk_feature "$candidate")
    if [ -n "$feature" ] && [ "$feature" -ge "$PERFKIT_MIN_JAVA" ] && [ "$feature" -gt "$best_feature" ]; then
      best=$candidate
      best_feature=$feature
    fi
  done
  if [ -n "$best" ]; then
    export JAVA_HOME=$best
    return 0
  fi
  echo "perfkit: no JDK $PERFKIT_MIN_JAVA or newer found (looked at JAVA_HOME, java on the PATH and /usr/lib/jvm); install one (e.g. 'apt-get install openjdk-21-jdk') or set JAVA_HOME to it" >&2
  exit 1
}

# The caller's own JAVA_HOME and PATH: scripts/perfkit gives them back before it starts perfkit, so
# that a target command such as `java -jar app.jar` runs on the caller's JDK, not on the one found.
perfkit_caller_path=$PATH
perfkit_caller_java_home=${JAVA_HOME-}
perfkit_caller_has_java_home=${JAVA_HOME+yes}

perfkit_restore_caller_environment() {
  PATH=$perfkit_caller_path
  if [ -n "$perfkit_caller_has_java_home" ]; then
    export JAVA_HOME=$perfkit_caller_java_home
  else
    unset JAVA_HOME
  fi
}

perfkit_find_jdk
export PATH="$JAVA_HOME/bin:$PATH"
