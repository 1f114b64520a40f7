#!/usr/bin/env bash
# Copies Maven artifacts and everything they need at run time into one directory, for the
# benchmarks' anchor tools: `./mvnw dependency:copy` takes no transitive dependencies, so this
# writes a throwaway pom beside the directory and runs dependency:copy-dependencies on it.
#
# Example usage:
#   scripts/bench/fetch-with-deps.sh /tmp/bench/lib/jmc org.openjdk.jmc:flightrecorder:9.1.2
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
[ $# -ge 2 ] || { echo "usage: fetch-with-deps.sh DIR GROUP:ARTIFACT:VERSION..." >&2; exit 2; }
. "$root/scripts/lib/jdk.sh"
dir=$1
shift
deps=""
for gav in "$@"; do
  IFS=: read -r group artifact version <<< "$gav"
  [ -n "$version" ] || { echo "fetch-with-deps: not GROUP:ARTIFACT:VERSION: $gav" >&2; exit 2; }
  deps+="<dependency><groupId>$group</groupId><artifactId>$artifact</artifactId><version>$version</version></dependency>"
done
mkdir -p "$dir"
printf '<project><modelVersion>4.0.0</modelVersion><groupId>dev.perfkit.bench</groupId><artifactId>%s</artifactId><version>1</version><packaging>pom</packaging><dependencies>%s</dependencies></project>\n' \
  "$(basename "$dir")" "$deps" > "$dir.pom.xml"
"$root/mvnw" -B -q -f "$dir.pom.xml" dependency:copy-dependencies -DoutputDirectory="$dir" \
  -DincludeScope=runtime -Dmdep.overWriteIfNewer=true
