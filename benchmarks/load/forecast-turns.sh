#!/usr/bin/env bash
# Two (or more) packaged builds of the service compared over HTTP, taking turns on one machine: each round starts
# each build in turn (lexical, in memory, the 4 facts of load-facts.json), warms both routes up, then measures
# GET /q/health/live and POST /forecast (prompts from forecast.lua) with wrk, 16 connections, and the server's
# CPU time per request (utime + stime from /proc, over each wrk run). On a machine shared with other work the
# rates are noise, but the CPU per request of builds that took turns compares.
#   benchmarks/load/forecast-turns.sh <rounds> <quarkus-app dir> <quarkus-app dir> ...
#   e.g. after `./mvnw package`: cp -r target/quarkus-app /tmp/new; (checkout the old commit, package) cp -r ... /tmp/old
# WARMUP_S (default 20) and SECONDS_EACH (default 10) set the durations. STATE=redis keeps state in a fresh local
# redis-server per run (the one on PATH, else REDIS_SERVER, else the binary redis-vs-memory.sh unpacks) and adds
# its CPU per forecast. Writes benchmarks/results/${OUT:-load-forecast-turns.json}. Needs wrk (Debian package;
# installed if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=$1; shift
command -v wrk > /dev/null || apt-get install -y wrk > /dev/null
warmup=${WARMUP_S:-20}
secs=${SECONDS_EACH:-10}
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; } # clock ticks, user + system
state=${STATE:-memory}
redis_bin=$(command -v redis-server || echo "${REDIS_SERVER:-target/load/redis-server-6.2.6-v5-linux-amd64}")
lines=()
for round in $(seq 1 "$rounds"); do
  for app in "$@"; do
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    extra=(); rpid=""
    if [ "$state" = redis ]; then
      rport=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
      "$redis_bin" --port "$rport" --bind 127.0.0.1 --save "" --appendonly no > /dev/null 2>&1 &
      rpid=$!; sleep 0.5
      extra=(-Dquarkus.redis.hosts="redis://127.0.0.1:$rport")
    fi
    FACTGUARD_EMBEDDING_MODEL=none java "${extra[@]}" -Dquarkus.http.port="$port" -Dquarkus.log.level=WARN \
      -jar "$app/quarkus-run.jar" > target/load-forecast-turns.log 2>&1 &
    pid=$!
    for _ in $(seq 1 150); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
    curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
      -d @benchmarks/load/load-facts.json > /dev/null
    url="http://127.0.0.1:$port"
    wrk -t2 -c16 -d"${warmup}s" "$url/q/health/live" > /dev/null
    wrk -t2 -c16 -d"${warmup}s" -s benchmarks/load/forecast.lua "$url" > /dev/null
    c0=$(cpu $pid)
    h=$(wrk -t2 -c16 -d"${secs}s" --latency "$url/q/health/live" | python3 benchmarks/load/wrkjson.py 16)
    c1=$(cpu $pid); r1=0; [ -n "$rpid" ] && r1=$(cpu $rpid)
    f=$(wrk -t2 -c16 -d"${secs}s" --latency -s benchmarks/load/forecast.lua "$url" | python3 benchmarks/load/wrkjson.py 16)
    c2=$(cpu $pid); r2=0; [ -n "$rpid" ] && r2=$(cpu $rpid)
    kill $pid; wait $pid 2>/dev/null || true
    [ -n "$rpid" ] && { kill "$rpid"; wait "$rpid" 2>/dev/null || true; }
    line=$(python3 - "$app" "$round" "$h" "$f" "$c0" "$c1" "$c2" "$secs" "$(getconf CLK_TCK)" "$r1" "$r2" <<'PY'
import json, os, sys
app, rnd, h, f, c0, c1, c2, secs, tck, r1, r2 = sys.argv[1:]
h, f = json.loads(h), json.loads(f)
per = lambda t0, t1, rate: round((int(t1) - int(t0)) / int(tck) * 1e6 / (rate * float(secs)), 1)
print(json.dumps({"build": app, "round": int(rnd), "health": h, "forecast": f,
                  "ratio": round(f["requestsPerSec"] / h["requestsPerSec"], 3),
                  "serverCpuMicrosPerRequest": {"health": per(c0, c1, h["requestsPerSec"]),
                                                "forecast": per(c1, c2, f["requestsPerSec"]),
                                                "redisServerPerForecast": per(r1, r2, f["requestsPerSec"])},
                  "loadAverage": os.getloadavg()[0]}))
PY
)
    echo "$line"
    lines+=("$line")
  done
done
mkdir -p benchmarks/results
python3 - "$rounds" "$warmup" "$secs" "$@" <<PY
import datetime, json, sys
rounds, warmup, secs, *apps = sys.argv[1:]
runs = [json.loads(l) for l in """$(printf '%s\n' "${lines[@]}")""".strip().split("\n")]
json.dump({"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
           "command": "STATE=$state WARMUP_S=%s SECONDS_EACH=%s benchmarks/load/forecast-turns.sh %s %s" % (warmup, secs, rounds, " ".join(apps)),
           "coverage": "lexical (FACTGUARD_EMBEDDING_MODEL=none)", "state": "$state", "connections": 16,
           "runs": runs}, open("benchmarks/results/${OUT:-load-forecast-turns.json}", "w"), indent=2)
PY
