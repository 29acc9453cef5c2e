#!/usr/bin/env bash
# `npm test`: every suite. System packages first, then the build, the unit, API and socket suites on the embedded
# database (and beside them the server suites again on PostgreSQL + Redis when TEST_DATABASE_URL is set), then the
# browser suite against the built app; lint and types run beside them all, at the lowest priority. Ends with how
# long each phase took and one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh || exit 1

failed_steps=()
phase_times=()

# The machine's CPU time so far, busy and in all, in clock ticks (the first line of /proc/stat).
cpu_ticks() {
  local _cpu user nice system idle iowait rest
  read -r _cpu user nice system idle iowait rest </proc/stat
  local all=$((user + nice + system + idle + iowait))
  for tick in $rest; do all=$((all + tick)); done
  echo "$((all - idle - iowait)) $all"
}

# Runs a phase, remembering whether it failed, how long it took and how busy it kept the cores (a phase that
# leaves them idle waits on something other than the CPU).
phase() {
  local name=$1 started=$SECONDS busy_before all_before busy_after all_after
  shift
  echo "::: $name"
  read -r busy_before all_before < <(cpu_ticks)
  "$@" || failed_steps+=("$name")
  read -r busy_after all_after < <(cpu_ticks)
  local busy=$((100 * (busy_after - busy_before) / (all_after - all_before + 1)))
  phase_times+=("$(printf '%4d s  %3d %% CPU  %s' $((SECONDS - started)) "$busy" "$name")")
}

# Lint and the type check are one process each: side by side they take the time of the longer one.
lint_and_types() {
  npm run lint --silent >test-results/lint.log 2>&1 &
  local lint=$!
  npm run typecheck --silent >test-results/typecheck.log 2>&1 &
  local typecheck=$!
  local status=0
  wait $lint || status=1
  echo "::: lint" && cat test-results/lint.log
  wait $typecheck || status=1
  echo "::: typecheck" && cat test-results/typecheck.log
  return $status
}

vitest_pass() {
  local report=$1
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="test-results/$report.json" "$@"
}

postgres_pass() {
  (
    export NYAYA_TEST_DB=postgres
    vitest_pass vitest-postgres --project server --maxWorkers=3
  )
}

# The two server passes side by side: the PostgreSQL pass waits on the database, Redis and media fed in real time
# much of its time (alone it kept 1.2 cores busy), and the embedded pass fills those waits. Clean-clone run of
# 2026-12-06: one after the other 229 + 129 s; side by side both were done at 303 s, each with its own test apps,
# databases, Redis prefixes and ports.
server_passes() {
  local status=0 postgres="" beside=false
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    postgres_pass >test-results/postgres-pass.log 2>&1 &
    postgres=$!
    beside=true
  else
    echo "::: TEST_DATABASE_URL is not set: the server suites run on the embedded database only"
  fi
  # Beside it, the live-media suites run once, there (ONCE_ON_POSTGRES in apps/server/src/test/postgres-pass.ts).
  NYAYA_POSTGRES_PASS_BESIDE=$beside vitest_pass vitest-pglite || status=1
  if [ -n "$postgres" ]; then
    wait $postgres || status=1
    echo "::: server on PostgreSQL + Redis" && cat test-results/postgres-pass.log
  fi
  return $status
}

rm -rf test-results && mkdir -p test-results

# Lint and types wait on nothing and time nothing: at nice 19 they take mostly the CPU the suites leave idle while
# they wait on media fed in real time, sockets and timers (clean-clone runs of 2026-11-29: 41 s of both cores
# before the suites, 78 CPU-s). Started with the build they made the embedded pass 12 s longer; started after it,
# the PostgreSQL pass 38 s longer.
lint_started=$SECONDS
(
  renice -n 19 -p $BASHPID >/dev/null
  lint_and_types
  status=$?
  echo $((SECONDS - lint_started)) >test-results/lint-and-types.seconds
  exit $status
) >test-results/lint-and-types.log 2>&1 &
lint_pid=$!

phase "build" npm run build --silent
phase "server on PGlite (+ shared, web) and on PostgreSQL + Redis, side by side" server_passes
phase "browser (Playwright + Chromium)" npx playwright test

wait $lint_pid || failed_steps+=("lint + types")
cat test-results/lint-and-types.log
phase_times+=("$(printf '%4d s  nice 19  lint + types, beside the phases above' "$(cat test-results/lint-and-types.seconds)")")

echo "::: time per phase"
printf '%s\n' "${phase_times[@]}"
printf '%4d s           npm test in all\n' "$SECONDS"

[ ${#failed_steps[@]} -gt 0 ] && printf 'failed steps: %s\n' "${failed_steps[*]}"
node scripts/test-summary.mjs test-results
summary=$?
[ ${#failed_steps[@]} -gt 0 ] && exit 1
exit $summary
