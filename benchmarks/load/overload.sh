#!/usr/bin/env bash
# Overload on one instance: far more concurrent forecasts than it can serve, on the default path (production
# defaults: hybrid coverage with the in-process MiniLM, state in memory, the packaged jar).
#   benchmarks/load/overload.sh [connections] [seconds]          # default: 512 connections, 20 s
#   BASELINE_JAR=/other/target/quarkus-app/quarkus-run.jar BASELINE_LABEL=fe71549 benchmarks/load/overload.sh
#                                        # also measures another build first (e.g. one without load shedding)
#   FACTGUARD_JAR=/other/quarkus-run.jar benchmarks/load/overload.sh   # measure that jar instead of packaging this one
#   WARMUP_S=30 (warm-up at 16 connections before the measured run), JAVA_OPTS="..." (extra JVM options)
# For each build: start it on a free port, add the 4 facts of load-facts.json for tenant "load", warm up, then
# wrk with 2 threads, the given connections and wrk's 2 s timeout, prompts of forecast.lua (overload.lua counts
# every answer by status and checks each 503 for Retry-After and the "overloaded" code). Meanwhile the server's
# RSS is sampled every 0.2 s and GET /q/health/ready every 0.5 s. A build passes when no request timed out, the
# p99 of all answers (200s and 503s) is at most 500 ms, and every refusal is a 503 "overloaded" with Retry-After.
# Writes benchmarks/results/load-overload.json (both builds when BASELINE_JAR is given). Needs wrk (Debian
# package; installed if missing) and python3. Figures depend on what else the machine runs: the load average
# and the CPU pressure before and after are recorded with them.
set -euo pipefail
cd "$(dirname "$0")/../.."
conns=${1:-512}
seconds=${2:-20}
command -v wrk > /dev/null || apt-get install -y wrk > /dev/null
if [ -z "${FACTGUARD_JAR:-}" ]; then
  ./mvnw -B -q package -DskipTests
  jar=target/quarkus-app/quarkus-run.jar
  label=${LABEL:-$(git rev-parse --short HEAD 2>/dev/null || echo this-build)}
else
  jar=$FACTGUARD_JAR
  label=${LABEL:-$FACTGUARD_JAR}
fi
mkdir -p target/load
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
pids=()
cleanup() { for p in "${pids[@]:-}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

measure() { # $1 label, $2 jar, $3 file the build's JSON object is written to
  local label=$1 jar=$2 result=$3 port pid sampler prober before_ticks after_ticks
  port=$(free_port)
  # shellcheck disable=SC2086
  java ${JAVA_OPTS:-} -Dquarkus.http.port="$port" -jar "$jar" > "target/load/overload-server-$port.log" 2>&1 &
  pid=$!; pids+=("$pid")
  for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$port/q/health/ready" > /dev/null && break; sleep 0.2; done
  curl -sf "http://127.0.0.1:$port/knowledge-add" -H 'Content-Type: application/json' \
    -d @benchmarks/load/load-facts.json > /dev/null
  wrk -t2 -c16 -d"${WARMUP_S:-30}s" -s benchmarks/load/forecast.lua "http://127.0.0.1:$port" > /dev/null
  local rss_before; rss_before=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  local samples=target/load/overload-rss-$port health=target/load/overload-health-$port
  : > "$samples"; : > "$health"
  ( while kill -0 "$pid" 2>/dev/null; do awk '/VmRSS/ {print $2}' "/proc/$pid/status" >> "$samples" 2>/dev/null || true
      sleep 0.2; done ) &
  sampler=$!; pids+=("$sampler")
  ( while true; do curl -s -o /dev/null -m 5 -w '%{http_code} %{time_total}\n' \
      "http://127.0.0.1:$port/q/health/ready" >> "$health" || echo "000 5" >> "$health"; sleep 0.5; done ) &
  prober=$!; pids+=("$prober")
  local load_before pressure_before; load_before=$(cut -d' ' -f1-3 /proc/loadavg)
  pressure_before=$(awk '/^some/ {print $2}' /proc/pressure/cpu 2>/dev/null || echo unknown)
  before_ticks=$(awk '{print $14+$15}' "/proc/$pid/stat")
  local report
  report=$(wrk -t2 -c"$conns" -d"${seconds}s" --timeout 2s --latency -s benchmarks/load/overload.lua \
    "http://127.0.0.1:$port")
  after_ticks=$(awk '{print $14+$15}' "/proc/$pid/stat")
  kill "$prober" 2>/dev/null || true; wait "$prober" 2>/dev/null || true
  sleep 1
  local rss_after; rss_after=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  kill "$sampler" 2>/dev/null || true; wait "$sampler" 2>/dev/null || true
  kill "$pid"; wait "$pid" 2>/dev/null || true
  python3 - "$(echo "$report" | grep '^overload ' | cut -d' ' -f2-)" "$label" "$jar" "$rss_before" "$rss_after" \
    "$samples" "$health" "$((after_ticks - before_ticks))" "$(getconf CLK_TCK)" "$load_before" \
    "$(cut -d' ' -f1-3 /proc/loadavg)" "$pressure_before" \
    "$(awk '/^some/ {print $2}' /proc/pressure/cpu 2>/dev/null || echo unknown)" > "$result" <<'PY'
import json, statistics, sys
r = json.loads(sys.argv[1])
label, jar, rss0, rss1, samples, health, ticks, hz, load0, load1, psi0, psi1 = sys.argv[2:]
rss = [int(x) for x in open(samples).read().split()] or [int(rss0)]
checks = [line.split() for line in open(health) if line.strip()]
times = sorted(float(t) * 1000 for _, t in checks)
cpu_s = int(ticks) / float(hz)
r["jvmCpuMsPerOkForecast"] = round(cpu_s * 1000 / r["ok"], 2) if r["ok"] else None
out = {"build": label, "jar": jar, "wrk": r,
       "rssKb": {"beforeRun": int(rss0), "maxDuringRun": max(rss), "afterRun": int(rss1),
                 "growthToMax": max(rss) - int(rss0)},
       "healthReadyDuringRun": {"checks": len(checks), "non200": sum(1 for c, _ in checks if c != "200"),
                                "p50Ms": round(statistics.median(times), 1) if times else None,
                                "maxMs": round(max(times), 1) if times else None},
       "machine": {"loadAverageBefore": load0, "loadAverageAfter": load1,
                   "cpuPressureSomeAvg10Before": psi0, "cpuPressureSomeAvg10After": psi1},
       "passes": {"noTimeouts": r["timeouts"] == 0, "p99AllAnswersAtMost500Ms": r["p99Ms"] <= 500,
                  "refusalsAre503OverloadedWithRetryAfter":
                      r["refused"] == r["refusedWithRetryAfter"] == r["refusedOverloaded"] and r["otherStatus"] == 0}}
print(json.dumps(out))
PY
}

runs=()
if [ -n "${BASELINE_JAR:-}" ]; then
  measure "${BASELINE_LABEL:-baseline}" "$BASELINE_JAR" target/load/overload-baseline.json
  runs+=(target/load/overload-baseline.json)
fi
measure "$label" "$jar" target/load/overload-build.json
runs+=(target/load/overload-build.json)
mkdir -p benchmarks/results
python3 - "$conns" "$seconds" "${runs[@]}" <<'PY'
import datetime, json, os, sys
conns, seconds = sys.argv[1:3]
builds = [json.load(open(f)) for f in sys.argv[3:]]
out = {"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
       "command": " ".join(filter(None, [
           "BASELINE_JAR=<jar> BASELINE_LABEL=%s" % builds[0]["build"] if len(builds) > 1 else "",
           "benchmarks/load/overload.sh %s %s" % (conns, seconds)])),
       "machine": "%d cores, shared" % os.cpu_count(),
       "path": "forecast, production defaults: hybrid coverage (MiniLM), in memory, 4 facts, prompts of forecast.lua",
       "connections": int(conns), "seconds": int(seconds), "wrkTimeoutSeconds": 2,
       "builds": builds}
json.dump(out, open("benchmarks/results/load-overload.json", "w"), indent=2)
for b in builds:
    w = b["wrk"]
    print("%s: %d answers (%d ok, %d refused), %d timeouts, p99 %.1f ms, RSS +%d kB, health max %s ms; passes %s"
          % (b["build"], w["answers"], w["ok"], w["refused"], w["timeouts"], w["p99Ms"], b["rssKb"]["growthToMax"],
             b["healthReadyDuringRun"]["maxMs"], all(b["passes"].values())))
PY
