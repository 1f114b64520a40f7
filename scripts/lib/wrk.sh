# Sourced by the benchmark scripts: installs wrk from the distribution's packages when missing.
# Usage: ensure_wrk NAME   (NAME prefixes the messages)
ensure_wrk() {
  command -v wrk >/dev/null 2>&1 && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$1: wrk is missing and this system has no apt-get; install wrk and run again" >&2
    exit 1
  fi
  echo "$1: installing wrk from the distribution's packages" >&2
  local sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -q >&2
  $sudo_cmd apt-get install -y -q wrk >&2
}
