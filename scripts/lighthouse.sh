#!/usr/bin/env bash
# Lighthouse (12, mobile: Moto G emulation, 4x CPU slowdown, slow 4G) of /login on the PRODUCTION
# build, served by scripts/serve.mjs with the security headers of docs/OPERATIONS.md and brotli/gzip compression.
# Prints the median of LH_RUNS runs (3 by default) with FCP, LCP and TBT. A script, not a test.
# The production build calls the real API; /login renders without it (the news feed is optional).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] && [ -z "${LH_REBUILD:-}" ] || npx vite build --logLevel warn
PORT=${LH_PORT:-4199}
RUNS=${LH_RUNS:-3}
node scripts/serve.mjs dist "$PORT" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
out=$(mktemp -d)
for i in $(seq 1 "$RUNS"); do
  CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} npx lighthouse "http://127.0.0.1:$PORT/login" \
    --quiet --only-categories=performance,accessibility,best-practices \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
    --output=json --output-path="$out/run-$i.json" >/dev/null
done
node scripts/lighthouse-summary.mjs "$out"/run-*.json
