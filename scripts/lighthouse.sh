#!/usr/bin/env bash
# Lighthouse (12, mobile: Moto G emulation, 4x CPU slowdown, slow 4G) of /login on the PRODUCTION
# build, served by scripts/serve.mjs with the security headers of docs/OPERATIONS.md and brotli/gzip compression,
# beside the repository's API stub (scripts/api-stub.mjs: the in-memory world, the large organization included).
# Prints the median of LH_RUNS runs (3 by default) with FCP, LCP and TBT. A script, not a test.
# /login calls no API (the news feed is optional); the stub answers what a page behind the login would call.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] && [ -z "${LH_REBUILD:-}" ] || npx vite build --logLevel warn
PORT=${LH_PORT:-4199}
RUNS=${LH_RUNS:-3}
log=$(mktemp)
node scripts/api-stub.mjs "$PORT" dist >"$log" 2>&1 &
server=$!
trap 'kill $server' EXIT
# the stub prints its address once it answers (a first start builds the world for Node: a few seconds)
for _ in $(seq 1 240); do grep -q 'on http' "$log" && break; sleep 0.25; done
grep -q 'on http' "$log" || { cat "$log"; exit 1; }
out=$(mktemp -d)
for i in $(seq 1 "$RUNS"); do
  CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} npx lighthouse "http://127.0.0.1:$PORT/login" \
    --quiet --only-categories=performance,accessibility,best-practices \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
    --output=json --output-path="$out/run-$i.json" >/dev/null
done
node scripts/lighthouse-summary.mjs "$out"/run-*.json
