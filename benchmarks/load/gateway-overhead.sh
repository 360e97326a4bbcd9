#!/usr/bin/env bash
# What the guard gateway adds to a chat completion: the same requests sent straight to a stub OpenAI-compatible
# upstream, then through the gateway in front of it (forecast, grounding, freshness of the answer; lexical
# coverage, in-memory state, refresh mode flag).
#   benchmarks/load/gateway-overhead.sh [seconds] [connections…]      # default: 20 s, 1 and 8 connections
# Packages the service, starts WireMock standalone (from Maven Central) as the upstream with the canned answer in
# gateway-stub/, starts the gateway against it, and drives both with wrk on loopback (prompts from gateway-chat.lua;
# 4 facts for tenant "load"). Added latency = gateway percentile - direct percentile at the same connection count;
# GET /v1/models through the gateway (the same upstream client, no guards) separates the relay from the guards.
# Writes benchmarks/results/load-gateway-overhead.json. Needs wrk (Debian package; installed if missing).
# Ports: free ones, or GATEWAY_PORT / STUB_PORT.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-20}
shift || true
conns=("${@:-1 8}")
read -r -a conns <<< "${conns[*]}"
command -v wrk > /dev/null || apt-get install -y wrk > /dev/null
./mvnw -B -q package -DskipTests
./mvnw -B -q dependency:copy -Dartifact=org.wiremock:wiremock-standalone:3.13.2 -DoutputDirectory=target/load
jar=target/quarkus-app/quarkus-run.jar
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
gport=${GATEWAY_PORT:-$(free_port)}
sport=${STUB_PORT:-$(free_port)}

pids=()
cleanup() { for p in "${pids[@]:-}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

java -jar target/load/wiremock-standalone-3.13.2.jar --port "$sport" --bind-address 127.0.0.1 \
  --root-dir benchmarks/load/gateway-stub --no-request-journal --disable-banner > target/load-stub.log 2>&1 &
pids+=($!)
FACTGUARD_GATEWAY_UPSTREAM_URL="http://127.0.0.1:$sport/v1" FACTGUARD_EMBEDDING_MODEL=none \
  java -Dquarkus.http.port="$gport" -Dquarkus.log.level=WARN -jar "$jar" > target/load-gateway.log 2>&1 &
pids+=($!)
for _ in $(seq 1 150); do
  curl -sf "http://127.0.0.1:$gport/q/health/ready" > /dev/null && curl -sf -o /dev/null -X POST \
    "http://127.0.0.1:$sport/v1/chat/completions" && break
  sleep 0.2
done
curl -sf "http://127.0.0.1:$gport/knowledge-add" -H 'Content-Type: application/json' \
  -d @benchmarks/load/load-facts.json > /dev/null

run() { # $1 base URL, $2 connections, $3 seconds[, $4 "models": GET /v1/models instead of the chat requests]
  local script=(-s benchmarks/load/gateway-chat.lua) url=$1
  [ "${4:-}" = models ] && script=() && url="$1/v1/models"
  wrk -t1 -c"$2" -d"$3s" --latency "${script[@]}" "$url" | python3 -c '
import re, sys, json
text = sys.stdin.read()
def ms(v):
    n, unit = re.match(r"([\d.]+)(us|ms|s)", v).groups()
    return round(float(n) * {"us": 0.001, "ms": 1, "s": 1000}[unit], 3)
lat = dict(re.findall(r"^\s+(50|75|90|99)%\s+(\S+)", text, re.M))
print(json.dumps({"requestsPerSec": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1)),
                  "p50Ms": ms(lat["50"]), "p90Ms": ms(lat["90"]), "p99Ms": ms(lat["99"]),
                  "non2xx": int((re.search(r"Non-2xx or 3xx responses: (\d+)", text) or [0, 0])[1])}))'
}

# Warm both JVMs up (JIT) before measuring.
run "http://127.0.0.1:$sport" 4 10 > /dev/null
run "http://127.0.0.1:$gport" 4 10 > /dev/null
results=()
for c in "${conns[@]}"; do
  direct=$(run "http://127.0.0.1:$sport" "$c" "$seconds")
  gateway=$(run "http://127.0.0.1:$gport" "$c" "$seconds")
  # The same upstream client with no guards: GET /v1/models passed through.
  passthrough=$(run "http://127.0.0.1:$gport" "$c" "$seconds" models)
  echo "connections $c  direct:      $direct"
  echo "connections $c  gateway:     $gateway"
  echo "connections $c  passthrough: $passthrough"
  results+=("{\"connections\": $c, \"direct\": $direct, \"gateway\": $gateway, \"modelsPassThrough\": $passthrough}")
done
sample=$(curl -s "http://127.0.0.1:$gport/v1/chat/completions" -H 'Content-Type: application/json' \
  -d '{"model":"stub-model","messages":[{"role":"user","content":"What is the capital of Japan?"}],"factguard":{"tenant":"load"}}')
mkdir -p benchmarks/results
python3 - "$seconds" "$(IFS=,; echo "${results[*]}")" "$sample" "${conns[*]}" <<'PY'
import json, sys, datetime, os
runs = json.loads("[" + sys.argv[2] + "]")
for r in runs:
    r["addedMs"] = {k: round(r["gateway"][k] - r["direct"][k], 3) for k in ("p50Ms", "p90Ms", "p99Ms")}
    # What the guards cost beyond relaying a request through the same upstream client.
    r["guardsOverPassThroughMs"] = {k: round(r["gateway"][k] - r["modelsPassThrough"][k], 3)
                                    for k in ("p50Ms", "p90Ms", "p99Ms")}
out = {"measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
       "command": "benchmarks/load/gateway-overhead.sh %s %s" % (sys.argv[1], sys.argv[4]),
       "machine": "%d cores, shared by wrk, the stub upstream and the gateway" % os.cpu_count(),
       "loadAverage1mAtEnd": round(os.getloadavg()[0], 2),
       "setup": "in-memory state, FACTGUARD_EMBEDDING_MODEL=none (lexical coverage), refresh mode flag, "
                "stub upstream WireMock standalone 3.13.2 answering one canned completion",
       "runs": runs, "sampleFactguard": json.loads(sys.argv[3]).get("factguard")}
json.dump(out, open("benchmarks/results/load-gateway-overhead.json", "w"), indent=2)
for r in runs:
    print("connections %d: added p50 %.3f ms, p99 %.3f ms; guards over pass-through p50 %.3f ms" % (r["connections"],
          r["addedMs"]["p50Ms"], r["addedMs"]["p99Ms"], r["guardsOverPassThroughMs"]["p50Ms"]))
PY
