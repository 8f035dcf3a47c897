#!/bin/bash
# Two builds of catalog-api side by side on the same generated catalogue (docs/performance.md):
# each imports it into a store of its own (timed, twice, taking turns), then serves it, and the
# whole products stream is read from each in turn, ROUNDS times.
#   bench/ab-builds.sh <checkout A> <checkout B>      (each built: `node scripts/build.mjs`)
#   N=100000 ROUNDS=12 SKIP_IMPORT=1 WORK=/tmp/ab bench/ab-builds.sh ...
set -euo pipefail
A=$(realpath "$1"); B=$(realpath "$2")
WORK=${WORK:-/tmp/catalog-ab}; N=${N:-100000}; ROUNDS=${ROUNDS:-8}
mkdir -p "$WORK"
[ -f "$WORK/bulk/products.ndjson" ] || node "$B/bin/catalog.js" generate "$WORK/bulk" --products "$N" --seed 3 >/dev/null
ADMIN=$(node -e 'for (const l of require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean)) { const u = JSON.parse(l); if (u.isEnabled && u.subscription.type === 3) { console.log(u.id); break; } }' "$WORK/bulk/users.ndjson")
if [ -z "${SKIP_IMPORT:-}" ]; then
  for round in 1 2; do for side in a b; do
    dir=$([ $side = a ] && echo "$A" || echo "$B"); rm -f "$WORK/$side.db"*
    start=$(date +%s.%N); DATABASE_URL="sqlite:$WORK/$side.db" node "$dir/bin/catalog.js" import "$WORK/bulk" >/dev/null 2>&1; end=$(date +%s.%N)
    echo "import $side round $round: $(echo "$end - $start" | bc) s"
  done; done
  for side in a b; do
    dir=$([ $side = a ] && echo "$A" || echo "$B")
    DATABASE_URL="sqlite:$WORK/$side.db" node "$dir/bin/catalog.js" keys create --user "$ADMIN" --name ab 2>/dev/null | tail -1 > "$WORK/$side.key"
  done
fi
declare -A PORT=([a]=18101 [b]=18102) AUTH
PIDS=()
trap 'kill "${PIDS[@]}" 2>/dev/null || true' EXIT
for side in a b; do
  dir=$([ $side = a ] && echo "$A" || echo "$B")
  DATABASE_URL="sqlite:$WORK/$side.db" PORT=${PORT[$side]} RATE_LIMIT_PER_MINUTE=0 MEMORY_INDEX=off LOG_LEVEL=warn node "$dir/bin/catalog.js" serve > "$WORK/$side.log" 2>&1 &
  PIDS+=($!)
  AUTH[$side]=$(node -e 'const k = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log("Basic " + Buffer.from(k.key + ":" + k.secret).toString("base64"))' "$WORK/$side.key")
done
for i in $(seq 60); do curl -sf "localhost:${PORT[a]}/health/ready" >/dev/null && curl -sf "localhost:${PORT[b]}/health/ready" >/dev/null && break; sleep 1; done
for round in $(seq "$ROUNDS"); do for side in a b; do
  echo "stream $side round $round: $(curl -s -o /dev/null -w '%{time_total} s %{size_download} bytes' -X POST "localhost:${PORT[$side]}/v4/products/stream" \
    -H "authorization: ${AUTH[$side]}" -H 'content-type: application/json' -d '{"filter":{},"sorting":{"id":"ASC"}}')"
done; done
