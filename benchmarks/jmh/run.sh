#!/usr/bin/env bash
# Builds and runs the JMH benchmarks; extra arguments go to JMH (e.g. a benchmark regex, -f 1 -wi 3 -i 5).
#   benchmarks/jmh/run.sh                       # everything
#   benchmarks/jmh/run.sh ForecasterBenchmark   # one class
# Writes JMH's JSON to benchmarks/results/jmh-<timestamp>.json.
set -euo pipefail
cd "$(dirname "$0")"
../../mvnw -B -q -f pom.xml package -DskipTests
mkdir -p ../results
out="../results/jmh-$(date -u +%Y%m%dT%H%M%SZ).json"
java -jar target/benchmarks.jar -rf json -rff "$out" "$@"
echo "results: $out"
