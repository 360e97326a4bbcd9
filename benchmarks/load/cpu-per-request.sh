#!/usr/bin/env bash
# CPU time per forecast request of the service JVM and of redis-server, read from /proc while wrk drives the
# packaged jar (16 connections, the 4 facts of load-facts.json, prompts from forecast.lua). On a shared machine
# requests/s swing with the neighbours' load; CPU time per request is what a change moves.
#   benchmarks/load/cpu-per-request.sh [memory|redis] [seconds]     # after ./mvnw package -DskipTests
# redis mode needs the redis-server that benchmarks/load/redis-vs-memory.sh unpacks (or REDIS_SERVER=...).
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-redis}; seconds=${2:-15}
jar=target/quarkus-app/quarkus-run.jar
redis_bin=${REDIS_SERVER:-target/load/redis-server-6.2.6-v5-linux-amd64}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port=$(free_port)
pids=()
cleanup() { for p in "${pids[@]:-}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
rpid=""
extra=()
if [ "$mode" = redis ]; then
  rport=$(free_port)
  "$redis_bin" --port "$rport" --bind 127.0.0.1 --save "" --appendonly no > /dev/null 2>&1 &
  rpid=$!; pids+=("$rpid"); sleep 0.5
  extra=(-Dquarkus.redis.hosts="redis://127.0.0.1:$rport")
fi
FACTGUARD_EMBEDDING_MODEL=${FACTGUARD_EMBEDDING_MODEL:-none} java "${extra[@]}" -Dquarkus.http.port="$port" \
  -Dquarkus.log.level=WARN -jar "$jar" > "target/cpu-per-request-$mode.log" 2>&1 &
pid=$!; pids+=("$pid")
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
  -d @benchmarks/load/load-facts.json > /dev/null
wrk -t2 -c16 -d5s -s benchmarks/load/forecast.lua "http://127.0.0.1:$port" > /dev/null  # warm-up
ticks() { awk '{print $14+$15}' "/proc/$1/stat"; }
j0=$(ticks "$pid"); r0=0; [ -n "$rpid" ] && r0=$(ticks "$rpid")
out=$(wrk -t2 -c16 -d"${seconds}s" -s benchmarks/load/forecast.lua "http://127.0.0.1:$port")
j1=$(ticks "$pid"); r1=0; [ -n "$rpid" ] && r1=$(ticks "$rpid")
requests=$(echo "$out" | awk '/requests in/ {print $1}')
python3 - "$mode" "$requests" "$j0" "$j1" "$r0" "$r1" "$(getconf CLK_TCK)" <<'PY'
import sys
mode, n, j0, j1, r0, r1, hz = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:8])
print('{"mode": "%s", "requests": %d, "jvmCpuUsPerRequest": %.0f, "redisCpuUsPerRequest": %.0f, "loadAverage": %s}'
      % (mode, n, (j1 - j0) / hz * 1e6 / n, (r1 - r0) / hz * 1e6 / n, open('/proc/loadavg').read().split()[0]))
PY
