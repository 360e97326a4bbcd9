#!/usr/bin/env bash
# Builds target/function.zip for Lambda's provided.al2023 custom runtime (x86_64), run by `./mvnw -Plambda-custom
# package` after Quarkus has written the runner jar and target/lib:
#   bootstrap            the entry point (src/lambda-custom/bootstrap)
#   runtime/             JDK 25 linked down to the modules the function uses (jlink)
#   app/                 factguard-runner.jar + app/lib/*.jar: jars only, since an AOT cache covers only classes
#                        loaded from jars on the JVM's class path
#   jni/                 the Runtime Interface Client's native library, unpacked once here instead of at each start
#   app.aot              AOT cache (JEP 483/514) trained by one start + one forecast (+ one embedding) against
#                        a mock Lambda Runtime API (src/lambda-custom/MockRuntimeApi.java)
#   package.sh TARGET_DIR [JAVA25_HOME]
# The JDK 25: the second argument, else $JAVA25_HOME, else the one under /usr/lib/jvm; none => a clear failure.
set -euo pipefail
target=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
# Maven leaves an unset ${env.JAVA25_HOME} as the literal text.
java25=${2:-}
case "$java25" in '${'*) java25="" ;; esac
java25=${java25:-${JAVA25_HOME:-}}
if [ -z "$java25" ]; then
  java25=$(ls -d /usr/lib/jvm/*25* 2>/dev/null | head -1 || true)
fi
if [ -z "$java25" ] || [ ! -x "$java25/bin/jlink" ]; then
  echo "lambda-custom: needs a JDK 25 (jlink and the AOT cache): set JAVA25_HOME or -Djava25.home=/path/to/jdk-25;" \
       "none found (looked at '${java25:-}' and /usr/lib/jvm/*25*)" >&2
  exit 1
fi
version=$("$java25/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
if [ "${version%%.*}" -lt 25 ] 2>/dev/null; then
  echo "lambda-custom: $java25 is Java $version; the AOT cache (-XX:AOTCacheOutput) needs 25 or later" >&2
  exit 1
fi

out="$target/lambda-custom"
fn="$out/function"
rm -rf "$out"
mkdir -p "$fn/app" "$fn/jni"
cp "$target"/*-runner.jar "$fn/app/factguard-runner.jar"
cp -r "$target/lib" "$fn/app/lib"
cp "$here/bootstrap" "$fn/bootstrap"
chmod 755 "$fn/bootstrap"
ric=$(ls "$fn"/app/lib/com.amazonaws.aws-lambda-java-runtime-interface-client-*.jar)
unzip -q -p "$ric" jni/libaws-lambda-jni.linux-x86_64.so > "$fn/jni/libaws-lambda-jni.so"

# The modules a start + forecast loaded classes from under -Xlog:class+load, lexical and with the embedding model:
# java.base, java.logging, java.naming, java.net.http, java.xml, java.desktop (java.beans annotations Jackson reads),
# jdk.unsupported, jdk.zipfs; plus java.sql (Jackson's date types), the management modules, jdk.crypto.ec (TLS)
# and jdk.naming.dns, for paths those runs did not take (refresh over HTTPS, Redis, health).
modules=java.base,java.logging,java.management,java.naming,java.net.http,java.sql,java.xml,java.desktop,\
jdk.unsupported,jdk.crypto.ec,jdk.naming.dns,jdk.zipfs,jdk.management
# No --compress: the zip compresses anyway, and an uncompressed modules image is mapped, not inflated, at start.
# --generate-cds-archive: the JDK's default class archive, so even a start without app.aot is not a cold one.
"$java25/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --generate-cds-archive --output "$fn/runtime"
# The archive for -XX:-UseCompressedOops, i.e. heaps over 32 GB: more than any Lambda has.
rm -f "$fn/runtime/lib/server/classes_nocoops.jsa"

# The JVM checks each class-path jar's modification time against the one recorded in the cache. One fixed time for
# every file makes that independent of when the zip was built; zip stores it and unzip restores it (check.sh). An
# unpacker that does not would get the cache rejected, and the bootstrap would start without it.
find "$fn" -exec touch -h -d '2020-01-01 00:00:00 UTC' {} +

echo "lambda-custom: training the AOT cache (one start + one forecast + one embedding, mock Runtime API)"
# The expected line says the priming (forecast, freshness, embedding) ran inside the training run.
"$java25/bin/java" "$here/MockRuntimeApi.java" "$fn" --train "$fn/app.aot" --embedding \
  --expect-output "priming: 3 of 3 steps"
touch -d '2020-01-01 00:00:00 UTC' "$fn/app.aot"

rm -f "$target/function.zip"
(cd "$fn" && zip -q -r "$target/function.zip" .)
unzipped=$(du -sm --apparent-size "$fn" | cut -f1)
zipped=$(( $(stat -c %s "$target/function.zip") / 1024 / 1024 ))
echo "lambda-custom: $target/function.zip: ${zipped} MB zipped, ${unzipped} MB unzipped (Lambda's limit: 250 MB)"
if [ "$unzipped" -gt 250 ]; then
  echo "lambda-custom: unzipped size ${unzipped} MB is over Lambda's 250 MB limit" >&2
  exit 1
fi
