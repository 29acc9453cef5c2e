#!/usr/bin/env bash
# `npm test`: every suite. System packages first, then lint and types, then the unit, API and socket
# suites on the embedded database (and again on PostgreSQL + Redis when TEST_DATABASE_URL is set),
# then the browser suite against the built app. Ends with one "N passed, N failed" line for all of them.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh || exit 1

failed_steps=()
step() {
  local name=$1
  shift
  echo "::: $name"
  "$@" || failed_steps+=("$name")
}

rm -rf test-results && mkdir -p test-results

# Lint and the type check are one process each: side by side they take the time of the longer one.
parallel_steps() {
  local names=() pids=() name
  while [ $# -gt 0 ]; do
    name=$1
    shift
    names+=("$name")
    npm run "$name" --silent >"test-results/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || failed_steps+=("${names[$i]}")
    echo "::: ${names[$i]}"
    cat "test-results/${names[$i]}.log"
  done
}

parallel_steps lint typecheck
step build npm run build --silent

step "server and shared suites (embedded PGlite)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pglite.json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server suites (PostgreSQL + Redis)" env NYAYA_TEST_DB=postgres \
    npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
else
  echo "::: TEST_DATABASE_URL is not set: the server suites ran on the embedded database only"
fi

step "browser suite (Playwright + Chromium)" npx playwright test

node scripts/test-summary.mjs test-results
summary=$?

if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
exit $summary
