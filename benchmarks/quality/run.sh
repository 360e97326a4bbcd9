#!/usr/bin/env bash
# Runs a labelled quality evaluation and writes its figures to benchmarks/results/.
#   benchmarks/quality/run.sh forecast    # forecaster: seed set + ../shared/datasets/dev/forecast_dev.json
#                                         # + the decisions on benchmarks/quality/forecast_asks.json
#   benchmarks/quality/run.sh forecast --http   # the same through HTTP: packages and starts the service
#   benchmarks/quality/run.sh forecast --asks FILE   # the decisions on another file of asks
#   benchmarks/quality/run.sh refresh     # refresher verdicts: refresh_dev.json + seed CEO cases
#   benchmarks/quality/run.sh freshness   # freshness AUROC on ../shared/datasets/freshqa/freshqa.csv
#   benchmarks/quality/run.sh verify      # verify verdicts: verify_dev, verify_heldout_1 and verify_heldout.json
#   benchmarks/quality/run.sh learning    # learning curve through HTTP: packages and starts the service
#   benchmarks/quality/run.sh learning --in-process   # the same curve on the core, no server (quick)
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1:-forecast}" in
  forecast) main=dev.factguard.quality.ForecastQuality ;;
  refresh) main=dev.factguard.quality.RefreshQuality ;;
  freshness) main=dev.factguard.quality.FreshnessQuality ;;
  learning) main=dev.factguard.quality.LearningQuality ;;
  verify) main=dev.factguard.quality.VerifyQuality ;;
  *) echo "usage: $0 forecast|refresh|freshness|learning|verify" >&2; exit 2 ;;
esac
what="${1:-forecast}"
shift || true
http=0
if [ "$what" = forecast ] && [ "${1:-}" = --http ]; then
  http=1
  shift
fi
if { [ "$what" = learning ] && [ "${1:-}" != --in-process ]; } || [ $http = 1 ]; then
  # The service as users get it: packaged, production defaults (embeddings on, in memory), a random port.
  ./mvnw -B -q package -DskipTests
  log=$(mktemp)
  java -Dquarkus.http.port=0 -jar target/quarkus-app/quarkus-run.jar >"$log" 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null; rm -f "$log"' EXIT
  for _ in $(seq 1 120); do
    port=$(grep -oE 'Listening on: http://[^ ]+:[0-9]+' "$log" | grep -oE '[0-9]+$' | head -1 || true)
    [ -n "$port" ] && break
    kill -0 $server 2>/dev/null || { cat "$log"; exit 1; }
    sleep 0.5
  done
  [ -n "${port:-}" ] || { echo "the service did not start:"; cat "$log"; exit 1; }
  ./mvnw -B -q test-compile exec:java -Dexec.mainClass="$main" -Dexec.args="--http http://127.0.0.1:$port $*"
  exit 0
fi
[ "${1:-}" = --in-process ] && shift
./mvnw -B -q test-compile exec:java -Dexec.mainClass="$main" -Dexec.args="$*"
