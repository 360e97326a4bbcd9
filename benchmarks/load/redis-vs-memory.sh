#!/usr/bin/env bash
# forecast throughput over HTTP with in-memory state vs Redis state, same machine, same load.
#   benchmarks/load/redis-vs-memory.sh [connections] [seconds]
#   FACTGUARD_EMBEDDING_MODEL=none benchmarks/load/redis-vs-memory.sh ...   # lexical coverage only
# Packages the service, starts it twice (in-memory, then against a local redis-server on a free port),
# drives each with wrk on loopback (the 4 facts of load-facts.json for tenant "load", prompts from forecast.lua), and writes
# benchmarks/results/load-redis-vs-memory-<model>.json (or OUT=<file name>). Needs wrk (Debian package; installed if missing).
# redis-server: the one on PATH, else the linux-amd64 binary shipped inside the embedded-redis test jar.
set -euo pipefail
cd "$(dirname "$0")/../.."
threads=${1:-4}
seconds=${2:-20}
. benchmarks/load/setup.sh

# "JVM ticks, redis-server ticks (0 when none runs), idle ticks of the whole machine"
cpu_ticks() {
  local redis=0
  [ -n "${redis_pid:-}" ] && redis=$(awk '{print $14+$15}' "/proc/$redis_pid/stat")
  echo "$(awk '{print $14+$15}' "/proc/$1/stat") $redis $(awk '/^cpu / {print $5+$6}' /proc/stat)"
}

pids=()
cleanup() { for p in "${pids[@]:-}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

measure() { # $1 label, remaining: extra JVM args
  local label=$1; shift
  local port; port=$(free_port)
  java "$@" -Dquarkus.http.port="$port" -Dquarkus.log.level=WARN -jar "$jar" > "target/load-$label.log" 2>&1 &
  local pid=$!; pids+=("$pid")
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
  curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
    -d @benchmarks/load/load-facts.json > /dev/null
  # Warm-up long enough for C2 to finish the forecast path on 2 cores shared with wrk (WARMUP_S, default 30).
  wrk -t2 -c"$threads" -d"${WARMUP_S:-30}s" -s benchmarks/load/forecast.lua "http://127.0.0.1:$port" > /dev/null
  # CPU of the JVM and of redis-server (utime + stime, /proc) and the machine's idle time over the measured run:
  # on one machine the three processes share the cores, so requests/s alone does not say who spent them.
  local before report; before=$(cpu_ticks "$pid")
  report=$(wrk -t2 -c"$threads" -d"${seconds}s" --latency -s benchmarks/load/forecast.lua "http://127.0.0.1:$port")
  echo "$report" | python3 benchmarks/load/wrkjson.py "$threads" \
    | python3 benchmarks/load/cpujson.py "$seconds" "$before" "$(cpu_ticks "$pid")" "$(getconf CLK_TCK)"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

memory=$(measure memory)
rport=$(free_port)
"$redis_bin" --port "$rport" --bind 127.0.0.1 --save "" --appendonly no > target/load-redis-server.log 2>&1 &
redis_pid=$!
pids+=("$redis_pid")
sleep 0.5
redis=$(measure redis -Dquarkus.redis.hosts="redis://127.0.0.1:$rport")
echo "in-memory: $memory"
echo "redis:     $redis"
mkdir -p benchmarks/results
model=${FACTGUARD_EMBEDDING_MODEL:-minilm}
python3 - "$memory" "$redis" "$threads" "$seconds" "$redis_bin" "$model" "${OUT:-load-redis-vs-memory-$model.json}" <<'PY' || true
import json, sys, datetime, os
m, r = json.loads(sys.argv[1]), json.loads(sys.argv[2])
out = {"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
       "command": "FACTGUARD_EMBEDDING_MODEL=%s benchmarks/load/redis-vs-memory.sh %s %s" % (sys.argv[6], sys.argv[3], sys.argv[4]),
       "embeddingModel": sys.argv[6],
       "machine": "%d cores" % os.cpu_count(), "redisServer": sys.argv[5],
       "inMemory": m, "redis": r,
       "throughputRatioRedisToMemory": round(r["requestsPerSec"] / m["requestsPerSec"], 3)}
json.dump(out, open("benchmarks/results/" + sys.argv[7], "w"), indent=2)
print("ratio redis/in-memory:", out["throughputRatioRedisToMemory"])
PY
