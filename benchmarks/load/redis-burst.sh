#!/usr/bin/env bash
# Forecasts answered degraded under bursts of concurrent connections, one server with Redis (lexical):
#   benchmarks/load/redis-burst.sh [seconds per level] [extra JVM args...]
#   benchmarks/load/redis-burst.sh 5 -Dquarkus.redis.max-pool-size=6 -Dquarkus.redis.max-pool-waiting=64   # the old bound
# Packages the service, starts it against a local redis-server (as redis-vs-memory.sh finds one), adds the 4 facts
# of load-facts.json, warms up, then drives it with wrk at 16, 64, 128 and 256 connections and writes
# benchmarks/results/load-redis-burst.json (or OUT=<file name>). A healthy Redis: every degraded answer is this
# instance's own doing (its connection pool), not Redis's.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-5}
shift || true
. benchmarks/load/setup.sh
port=$(free_port); rport=$(free_port)
pids=()
cleanup() { for p in "${pids[@]:-}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
"$redis_bin" --port "$rport" --bind 127.0.0.1 --save "" --appendonly no > target/load-redis-burst-server.log 2>&1 &
pids+=($!); sleep 0.5
FACTGUARD_EMBEDDING_MODEL=none java "$@" -Dquarkus.redis.hosts="redis://127.0.0.1:$rport" -Dquarkus.http.port="$port" \
  -Dquarkus.log.level=WARN -jar "$jar" > target/load-redis-burst.log 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
  -d @benchmarks/load/load-facts.json > /dev/null
wrk -t2 -c16 -d10s -s benchmarks/load/forecast.lua "http://127.0.0.1:$port" > /dev/null   # warm-up
levels=()
for c in 16 64 128 256; do
  line=$(wrk -t1 -c"$c" -d"${seconds}s" -s benchmarks/load/forecast-degraded.lua "http://127.0.0.1:$port" \
    | awk '/Requests\/sec/ {r = $2} /^responses/ {print r, $2, $4}')
  echo "connections $c: req/s, answers, degraded: $line"
  levels+=("$c $line")
done
mkdir -p benchmarks/results
python3 - "${OUT:-load-redis-burst.json}" "$*" "$seconds" "${levels[@]}" <<'PY'
import json, sys, datetime, os
out, jvm_args, seconds = sys.argv[1], sys.argv[2], sys.argv[3]
rows = []
for level in sys.argv[4:]:
    c, rate, answers, degraded = level.split()
    rows.append({"connections": int(c), "requestsPerSec": float(rate), "answers": int(answers),
                 "degradedRedis": int(degraded), "degradedShare": round(int(degraded) / max(1, int(answers)), 3)})
json.dump({"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
           "command": ("benchmarks/load/redis-burst.sh %s %s" % (seconds, jvm_args)).strip(),
           "machine": "%d cores" % os.cpu_count(), "levels": rows},
          open("benchmarks/results/" + out, "w"), indent=2)
PY
