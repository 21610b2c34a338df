#!/usr/bin/env bash
# Every test Garita has, in the order that fails fastest: lint, typecheck, unit and API tests on the
# embedded database, the same API tests on a real PostgreSQL, then the browser tests against a built app.
# Run it through `npm test` so that Node 24 from node_modules/.bin comes first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin

# `faketime -f '@INSTANT' npm test` starts the clock afresh at INSTANT in every new process, so the server, the
# test workers and the database, started minutes apart, would disagree by minutes. Run at INSTANT with one offset
# for every process instead (scripts/at-instant.sh, docs/time.md).
if [[ "${FAKETIME:-}" == @* ]]; then
  instant=${FAKETIME#@}
  exec env -u LD_PRELOAD -u FAKETIME -u FAKETIME_SHARED bash scripts/at-instant.sh "$instant" bash scripts/test.sh "$@"
fi

# Each step's heading says when it began (seconds since the run's start): CI has 20 minutes.
step() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS"; }
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
# Each Vitest run also writes a JSON report; the last step adds them up into one closing line.
vitest() { local name=$1; shift; "$bin/vitest" run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@"; }

step "System packages"
bash scripts/ensure-system-deps.sh

# Lint and the two halves of the typecheck side by side (the web app's is as long as all the rest): a third of a
# minute less on two cores. A failure in either stops the run.
step "Lint and typecheck"
"$bin/biome" check . &
lint=$!
npm run --silent typecheck:web &
typecheck_web=$!
npm run --silent typecheck:core
wait "$typecheck_web"
wait "$lint"

step "Unit and API tests on the embedded database (PGlite)"
vitest pglite --project unit --project api-pglite

# The suites whose answers depend on the time of day, run again with every clock of their process tree moved to
# an instant where time zones bite (docs/time.md): the decision engine and its scans, validity windows, the
# logbook's and Intelligence's days, events with tolerance and the dynamic key, plus every unit test of the server
# and the packages and the web app's that handle time.
# The web app's unit tests that handle dates or clocks (found by what they use, so a new one joins by itself); the
# others (forms, words, layout) read no clock, and running them five times more cost CI a quarter of a minute.
mapfile -t WEB_TIME_TESTS < <(grep -rlE 'Date|[Nn]ow\b|[Zz]one|[Dd]ay|[Hh]our|[Mm]inute|[Tt]imer|[Cc]lock' apps/web/src \
  --include='*.test.ts' --include='*.test.tsx' | sort)
TIME_SUITES=(
  "${WEB_TIME_TESTS[@]}" packages/ apps/server/src/
  apps/server/test/transactions.test.ts
  apps/server/test/access-keys.test.ts apps/server/test/access-keys-access.test.ts apps/server/test/time-zones.test.ts
  apps/server/test/transactions-logbook.test.ts apps/server/test/intelligence.test.ts
  apps/server/test/events.test.ts apps/server/test/events-edit.test.ts apps/server/test/events-guests.test.ts
  apps/server/test/events-guest-edit.test.ts apps/server/test/public-invitations.test.ts
)
INSTANTS=(
  2026-11-24T06:30:00Z # 00:30 in Mexico City, 22:30 the day before in Tijuana: the demo zones on different dates
  2026-03-08T10:03:00Z # 03:03 PDT in Tijuana, just after it sprang forward (02:00 PST became 03:00 PDT)
  2026-11-01T09:03:00Z # 01:03 PST in Tijuana, the repeated hour's second pass, just after it fell back
)
step "Time-sensitive tests at ${#INSTANTS[@]} instants (libfaketime, embedded database)"
for instant in "${INSTANTS[@]}"; do
  printf '\n-- at %s\n' "$instant"
  bash scripts/at-instant.sh "$instant" "$bin/vitest" run --reporter=dot --reporter=json \
    --outputFile.json="$reports/at-$instant.json" --project unit --project api-pglite "${TIME_SUITES[@]}"
done

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
  # The first screens' JavaScript budgets, from the build's manifest (docs/web.md, "Chunks and caching").
  node scripts/check-budgets.ts
  # The three suites that show days and clocks run once, below, at the instant where the demo zones disagree:
  # running them at the real time too cost CI more than a minute and the real time is no harder a case.
  ZONE_SUITES=(e2e/logbook-desktop.e2e.ts e2e/intelligence.e2e.ts e2e/dynamic-key.e2e.ts)
  vitest browser --config e2e/vitest.config.ts $(printf -- '--exclude %s ' "${ZONE_SUITES[@]}")

  # The browser suites that show days and clocks, when the demo zones are on different dates. Chromium cannot run
  # under libfaketime: its pages' clock is moved by e2e/support/browser.ts instead.
  step "Time-sensitive browser tests at ${INSTANTS[0]}"
  bash scripts/at-instant.sh "${INSTANTS[0]}" "$bin/vitest" run --config e2e/vitest.config.ts --reporter=dot \
    --reporter=json --outputFile.json="$reports/browser-at-${INSTANTS[0]}.json" "${ZONE_SUITES[@]}"
fi

node scripts/test-summary.ts "$reports"
