#!/usr/bin/env bash
# Every test Garita has, in the order that fails fastest: lint, typecheck, unit and API tests on the
# embedded database, the same API tests on a real PostgreSQL, then the browser tests against a built app.
# Run it through `npm test` so that Node 24 from node_modules/.bin comes first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin

step() { printf '\n== %s\n' "$*"; }
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
# Each Vitest run also writes a JSON report; the last step adds them up into one closing line.
vitest() { local name=$1; shift; "$bin/vitest" run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@"; }

step "System packages"
bash scripts/ensure-system-deps.sh

step "Lint"
"$bin/biome" check .

step "Typecheck"
npm run --silent typecheck

step "Unit and API tests on the embedded database (PGlite)"
vitest pglite --project unit --project api-pglite

step "API tests on PostgreSQL"
if [ -n "${DATABASE_URL:-}" ]; then
  export TEST_DATABASE_URL="$DATABASE_URL"
else
  eval "$(bash scripts/postgres.sh start)"
  trap 'bash scripts/postgres.sh stop "$PG_TMP"' EXIT
fi
unset DATABASE_URL
vitest postgres --project api-postgres

if [ -f e2e/vitest.config.ts ]; then
  step "Browser tests (Chromium)"
  npm run --silent build
  vitest browser --config e2e/vitest.config.ts
fi

node scripts/test-summary.ts "$reports"
