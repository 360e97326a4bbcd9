#!/usr/bin/env bash
# Builds and runs the JMH benchmarks; extra arguments go to JMH (e.g. a benchmark regex, -f 1 -wi 3 -i 5).
#   benchmarks/jmh/run.sh                       # everything
#   benchmarks/jmh/run.sh ForecasterBenchmark   # one class
# Writes JMH's JSON to benchmarks/results/jmh-<benchmark>.json, replacing the last run of the same benchmark
# (git keeps the history); OUT=<file name> writes elsewhere in that folder, e.g. for a run that is not the reference.
set -euo pipefail
cd "$(dirname "$0")"
../../mvnw -B -q -f pom.xml package -DskipTests
mkdir -p ../results
case "${1:-}" in
  ForecasterBenchmark*) name=forecaster ;;
  DuckDuckGoParse*) name=ddg-parse ;;
  EmbeddingCoverage*) name=embedding-coverage ;;
  ForecastAt100kFacts*) name=forecast-100k ;;
  RefreshBenchmark*) name=refresh ;;
  FreshnessBenchmark*) name=freshness ;;
  "" | -*) name=all ;;
  *) name=$(echo "$1" | tr -c 'A-Za-z0-9\n' '-' | tr 'A-Z' 'a-z') ;;
esac
out="../results/${OUT:-jmh-$name.json}"
java -jar target/benchmarks.jar -rf json -rff "$out" "$@"
echo "results: $out"
