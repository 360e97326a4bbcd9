#!/usr/bin/env bash
# Incremental knowledge sync at 100,000 facts (issue: one add must not make every other instance reload).
#   benchmarks/load/sync-100k.sh                 # FACTS=100000 FORECASTS=200 ADDS=20 by default
#   JVM_OPTIONS=-Xmx3g benchmarks/load/sync-100k.sh   # without the Vector API (default adds its module)
#   WARMUP=50 benchmarks/load/sync-100k.sh            # forecasts on B before the steady ones are timed (default 500)
#   FACTGUARD_JAR=/other/target/quarkus-app/quarkus-run.jar SKIP_PACKAGE=1 benchmarks/load/sync-100k.sh  # another build
# Packages the service, starts a local redis-server (no persistence) on a free port and bulk-loads tenant
# "bench" with 100,000 facts and random unit vectors (384 dimensions: an exact scan costs the same whatever
# they hold; labelled as such in the results), then starts two instances from the packaged jar (hybrid, the
# real MiniLM embeds each query) and measures on instance B: its first forecast (the full load), forecast
# latency, and, after each of ADDS single-fact adds on instance A, B's next forecast and the bytes Redis sent
# meanwhile (INFO total_net_output_bytes). Writes benchmarks/results/load-sync-100k.json.
# Needs python3 with numpy. redis-server: the one on PATH, else the binary inside the embedded-redis test jar.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "${SKIP_PACKAGE:-}" = 1 ] || ./mvnw -B -q package -DskipTests
mkdir -p target/load
if ! command -v redis-server > /dev/null && [ ! -x target/load/redis-server-6.2.6-v5-linux-amd64 ]; then
  ./mvnw -B -q dependency:copy -Dartifact=com.github.codemonstur:embedded-redis:1.4.3 -DoutputDirectory=target/load
  (cd target/load && unzip -o -q embedded-redis-1.4.3.jar redis-server-6.2.6-v5-linux-amd64 && chmod +x redis-server-6.2.6-v5-linux-amd64)
fi
exec python3 benchmarks/load/sync.py
