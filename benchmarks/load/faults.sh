#!/usr/bin/env bash
# Redis faults under load: two instances (the packaged jar, random ports, lexical coverage) on one real
# redis-server without persistence, forecasts running on both throughout, for:
#   - a Redis restart that loses the data, and FLUSHALL: facts added on A and read on B, then lost; A adds
#     more, one at a time, so a plain write counter would climb back to B's cached value;
#   - CLIENT KILL of every service connection every 100 ms for 5 s, while facts are added and feedback sent;
#   - CLIENT PAUSE WRITE for 1.5 s (longer than the 1 s client timeout), every 2 s for 6 s, during writes.
# Prints, per fault: acknowledged writes lost, stale facts served after the loss, 5xx answers (other than
# the documented 503s, which the client retries with the same request) and retries counted twice: all must
# be 0. Writes benchmarks/results/load-faults.json.
#   benchmarks/load/faults.sh          # SKIP_PACKAGE=1 to reuse target/quarkus-app
# redis-server: the one on PATH, else the binary inside the embedded-redis test jar. Needs python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "${SKIP_PACKAGE:-}" = 1 ] || ./mvnw -B -q package -DskipTests
mkdir -p target/load
if ! command -v redis-server > /dev/null && [ ! -x target/load/redis-server-6.2.6-v5-linux-amd64 ]; then
  ./mvnw -B -q dependency:copy -Dartifact=com.github.codemonstur:embedded-redis:1.4.3 -DoutputDirectory=target/load
  (cd target/load && unzip -o -q embedded-redis-1.4.3.jar redis-server-6.2.6-v5-linux-amd64 && chmod +x redis-server-6.2.6-v5-linux-amd64)
fi
exec python3 benchmarks/load/faults.py
