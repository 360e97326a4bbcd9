#!/usr/bin/env bash
# Process start -> first forecast answer, for the packaged HTTP server, the -Plambda build and the -Plambda-custom
# package (provided.al2023: its own jlinked JDK 25 and AOT cache).
#   benchmarks/load/startup.sh [runs]        (default 5 runs per variant; ~15 minutes on 2 cores)
#   SKIP_BUILD=1 benchmarks/load/startup.sh  (reuse target/startup/ from a previous run)
#   benchmarks/load/startup.sh 5 --only custom   (further arguments go to startup.py: --only http|lambda|custom;
#                                                 custom also runs the default HTTP jar and the managed-runtime start)
# Builds into target/startup/ the HTTP server (fast-jar, fast-jar with Quarkus' AppCDS archive, aot-jar) and the
# -Plambda function.zip (unzipped); fetches the AWS Lambda Java Runtime Interface Client from Maven Central, to start
# the function the way the managed java17/21 runtime does; then runs benchmarks/load/startup.py, which writes
# benchmarks/results/startup-http.json and startup-lambda.json. Lexical only (FACTGUARD_EMBEDDING_MODEL=none) unless
# set otherwise in the environment, plus one variant with the embedding model. Needs java 17, python3, unzip; with a
# JDK 25 ($JAVA25_HOME, or one under /usr/lib/jvm) it also measures the aot-jar with a JDK 25 AOT cache and builds the
# -Plambda-custom package (written to benchmarks/results/startup-lambda-custom.json); without one it skips that.
# On a busy machine: STARTUP_MAX_QUIET_WAIT_S (default 120) and STARTUP_MAX_OTHER_CPU_S (default 0.3) bound the
# wait for an idle machine and the other work a counted run may see; STARTUP_RUN_TIMEOUT_S (60) bounds one start.
# Leaves target/ holding the last (-Plambda[-custom]) build: run ./mvnw package again before using target/quarkus-app.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
shift || true
out=target/startup
ric_version=2.10.1

if [ -z "${SKIP_BUILD:-}" ]; then
  rm -rf "$out"
  mkdir -p "$out"
  # cp -a keeps the jars' timestamps: an AppCDS archive is refused when they differ from dump time.
  ./mvnw -B -q package -DskipTests
  cp -a target/quarkus-app "$out/http"
  ./mvnw -B -q package -DskipTests -Dquarkus.package.jar.appcds.enabled=true
  cp -a target/quarkus-app "$out/http-appcds"
  ./mvnw -B -q package -DskipTests -Dquarkus.package.jar.type=aot-jar
  cp -a target/quarkus-app "$out/http-aot"

  ./mvnw -B -q -Plambda package -DskipTests
  mkdir "$out/function"
  (cd "$out/function" && unzip -q ../../function.zip)

  for a in com.amazonaws:aws-lambda-java-runtime-interface-client:$ric_version \
           com.amazonaws:aws-lambda-java-serialization:1.2.0 \
           software.amazon.awssdk:utils-lite:2.34.0 \
           com.amazonaws:aws-lambda-java-core:1.4.0; do
    ./mvnw -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy -Dartifact="$a" \
      -DoutputDirectory="$out/ric"
  done

  if [ -n "${JAVA25_HOME:-}" ] || compgen -G '/usr/lib/jvm/*25*' >/dev/null; then
    ./mvnw -B -q -Plambda-custom package -DskipTests
    mkdir "$out/custom"
    (cd "$out/custom" && unzip -q ../../function.zip)
  else
    echo "no JDK 25: the custom-runtime package is not built or measured (set JAVA25_HOME)"
  fi
fi

python3 benchmarks/load/startup.py --dir "$out" --runs "$runs" "$@"
