#!/usr/bin/env bash
# Runs a labelled quality evaluation and writes its figures to benchmarks/results/.
#   benchmarks/quality/run.sh forecast    # forecaster: seed set + ../shared/datasets/dev/forecast_dev.json
#   benchmarks/quality/run.sh refresh     # refresher verdicts: refresh_dev.json + seed CEO cases
#   benchmarks/quality/run.sh freshness   # freshness AUROC on ../shared/datasets/freshqa/freshqa.csv
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1:-forecast}" in
  forecast) main=dev.factguard.quality.ForecastQuality ;;
  refresh) main=dev.factguard.quality.RefreshQuality ;;
  freshness) main=dev.factguard.quality.FreshnessQuality ;;
  *) echo "usage: $0 forecast|refresh|freshness" >&2; exit 2 ;;
esac
shift || true
./mvnw -B -q test-compile exec:java -Dexec.mainClass="$main" -Dexec.args="$*"
