#!/usr/bin/env bash
# What a forecast costs over HTTP next to the framework's own floor: POST /forecast (lexical coverage, in-memory
# state, 4 facts for tenant "load", prompts from forecast.lua) against GET /q/health/live on the same server,
# taking turns, so both see the same machine.
#   benchmarks/load/forecast-vs-health.sh [connections] [seconds] [rounds]     # default: 16 connections, 10 s, 3
# Packages the service, starts it once on a free port, warms both routes up, then runs the rounds (health, then
# forecast, each round) with wrk on loopback. Writes benchmarks/results/load-forecast-vs-health.json: every round,
# the median rates, their ratio (forecast / health) and the forecast's worst p99. Needs wrk (Debian package;
# installed if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
conns=${1:-16}
seconds=${2:-10}
rounds=${3:-3}
command -v wrk > /dev/null || apt-get install -y wrk > /dev/null
./mvnw -B -q package -DskipTests
jar=target/quarkus-app/quarkus-run.jar
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')

FACTGUARD_EMBEDDING_MODEL=none java -Dquarkus.http.port="$port" -Dquarkus.log.level=WARN -jar "$jar" \
  > target/load-forecast-vs-health.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 150); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
  -d @benchmarks/load/load-facts.json > /dev/null

url="http://127.0.0.1:$port"
health() { wrk -t2 -c"$conns" -d"$1" --latency "$url/q/health/live"; }
forecast() { wrk -t2 -c"$conns" -d"$1" --latency -s benchmarks/load/forecast.lua "$url"; }
# Warm-up long enough for C2 to finish compiling the forecast path on 2 cores shared with wrk: after 5 s the
# forecast's rate still doubled from one round to the next.
warmup=${WARMUP_S:-30}
health "${warmup}s" > /dev/null
forecast "${warmup}s" > /dev/null
results=()
for round in $(seq 1 "$rounds"); do
  h=$(health "${seconds}s" | python3 benchmarks/load/wrkjson.py "$conns")
  f=$(forecast "${seconds}s" | python3 benchmarks/load/wrkjson.py "$conns")
  echo "round $round: health $h"
  echo "round $round: forecast $f"
  results+=("{\"round\":$round,\"health\":$h,\"forecast\":$f}")
done
mkdir -p benchmarks/results
python3 - "$conns" "$seconds" "$rounds" "${results[@]}" <<'PY'
import datetime, json, os, statistics, sys
conns, seconds, rounds = sys.argv[1:4]
runs = [json.loads(r) for r in sys.argv[4:]]
health = statistics.median(r["health"]["requestsPerSec"] for r in runs)
forecast = statistics.median(r["forecast"]["requestsPerSec"] for r in runs)
out = {"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
       "command": "benchmarks/load/forecast-vs-health.sh %s %s %s" % (conns, seconds, rounds),
       "machine": "%d cores" % os.cpu_count(), "loadAverageAtEnd": os.getloadavg()[0],
       "coverage": "lexical (FACTGUARD_EMBEDDING_MODEL=none)", "state": "in memory",
       "rounds": runs, "healthMedianRequestsPerSec": health, "forecastMedianRequestsPerSec": forecast,
       "forecastToHealthRatio": round(forecast / health, 3),
       "forecastWorstP99Ms": max(r["forecast"]["p99Ms"] for r in runs)}
json.dump(out, open("benchmarks/results/load-forecast-vs-health.json", "w"), indent=2)
print("forecast / health: %.3f; forecast p99 at worst %.3f ms" % (out["forecastToHealthRatio"], out["forecastWorstP99Ms"]))
PY
