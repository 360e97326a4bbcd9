#!/usr/bin/env bash
# Unzips target/function.zip (./mvnw -Plambda-custom package) into a fresh directory and gets a forecast out of it
# through the mock Lambda Runtime API, lexical and with the embedding model, with -XX:AOTMode=on so that a cache
# the JVM would reject fails the check instead of slowing the start; then breaks the cache's match and checks
# that the function still answers, the reason logged. Prints why and exits 0 where no JDK 25 is
# found (the mock runs on JDK 25's source launcher; the package itself carries its own runtime).
#   src/lambda-custom/check.sh [function.zip]
set -euo pipefail
cd "$(dirname "$0")/../.."
zip=${1:-target/function.zip}
java25=${JAVA25_HOME:-$(ls -d /usr/lib/jvm/*25* 2>/dev/null | head -1 || true)}
if [ -z "$java25" ] || [ ! -x "$java25/bin/java" ]; then
  echo "lambda-custom check skipped: no JDK 25 (set JAVA25_HOME)"
  exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
unzip -q "$zip" -d "$dir"
[ -x "$dir/bootstrap" ] || { echo "no executable bootstrap at the root of $zip" >&2; exit 1; }
if find "$dir/app" -name '*.class' | grep -q .; then
  echo "$zip holds class files outside jars" >&2
  exit 1
fi
unzipped=$(du -sm --apparent-size "$dir" | cut -f1)
echo "$zip: $(( $(stat -c %s "$zip") / 1024 / 1024 )) MB zipped, $unzipped MB unzipped"
[ "$unzipped" -le 250 ] || { echo "over Lambda's 250 MB unzipped limit" >&2; exit 1; }
mock() { "$java25/bin/java" src/lambda-custom/MockRuntimeApi.java "$dir" "$@"; }
FACTGUARD_JVM_OPTIONS="-XX:AOTMode=on" mock
FACTGUARD_JVM_OPTIONS="-XX:AOTMode=on" mock --embedding
# A cache the JVM rejects (here: a jar changed after training) is skipped with the reason in the log, and the
# function still answers.
touch "$dir"/app/lib/io.quarkus.quarkus-core-*.jar
mock --expect-output "timestamp has changed"
echo "lambda-custom check: 3 passed, 0 failed"
