#!/usr/bin/env bash
# Worst-case latency of hostile input per function (long capitalised runs, endless words, punctuation runs,
# 4-byte characters, ... at each function's byte limit), over HTTP against the packaged server.
#   benchmarks/load/hostile.sh [repeats]
# Packages the service, starts it on a free loopback port with in-memory state, and writes
# benchmarks/results/load-hostile-worst-case.json. Search goes to a closed local port, so refresh measures
# claim analysis and a failing provider, not the network. Embeddings as configured (default minilm).
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=${1:-5}
./mvnw -B -q package -DskipTests
port=$((20000 + RANDOM % 20000))
closed=$((20000 + RANDOM % 20000))
java -Dquarkus.http.port="$port" -Dquarkus.log.level=WARN \
  -Dfactguard.search.duckduckgo.url="http://127.0.0.1:$closed/html/" -Dfactguard.search.backoff=0s \
  -Dfactguard.search.duckduckgo.requests-per-second=0 \
  -jar target/quarkus-app/quarkus-run.jar > target/load-hostile.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.5; done
./mvnw -B -q test-compile exec:java -Dexec.mainClass=dev.factguard.load.HostileWorstCase \
  -Dexec.args="http://127.0.0.1:$port/ $repeats"
