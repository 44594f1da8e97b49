#!/usr/bin/env bash
# Lighthouse mobile performance of /login on the demo build (Lighthouse 12, Debian's chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -d dist-demo ] || npx vite build --mode demo --outDir dist-demo --logLevel warn
PORT=${LH_PORT:-4199}
node scripts/serve.mjs dist-demo "$PORT" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
out=$(mktemp -d)
CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12 "http://127.0.0.1:$PORT/login" \
  --quiet --only-categories=performance,accessibility,best-practices \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
  --output=json --output-path="$out/report.json" >/dev/null
node -e '
const r = require(process.argv[1]);
const c = r.categories, a = r.audits;
console.log(`Lighthouse (mobile) /login: performance ${Math.round(c.performance.score * 100)}, accessibility ${Math.round(c.accessibility.score * 100)}, best practices ${Math.round(c["best-practices"].score * 100)}`);
const el = a["largest-contentful-paint-element"]; if (el && el.details && el.details.items) console.log("  LCP element:", JSON.stringify(el.details.items[0]).slice(0, 300));
for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) console.log(`  ${a[id].title}: ${a[id].displayValue}`);
' "$out/report.json"
