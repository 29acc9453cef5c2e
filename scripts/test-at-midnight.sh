#!/usr/bin/env bash
# `npm run test:midnight [playwright args]`: the suites that seed "today's" hearings, run with the clock ten
# seconds before midnight in India (18:29:50 UTC), so the court's day turns while they run: the server suites on
# the embedded database, then the browser suite. libfaketime gives every process the same offset (node, ffmpeg,
# nginx, Janus), leaving alone the monotonic clocks time-outs use; Chromium starts without it (its clock is the
# user's own: the pages take the court's today from the server). Needs the built app (`npm run build`).
#
# The clock is set back (to the last 18:29:50 UTC), not forward: file times come from the kernel, and Node reads
# them past libfaketime (libuv's statx system call). Set back, a file just written looks a few hours ahead of the
# clock; set forward, hours old, and the product ages recordings and streams by their files. Three server tests
# time a file's age that way and fail at any faked hour, midnight or noon (README, "The court's today in tests").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh faketime

# The offset from now back to the last 18:29:50 UTC, taken afresh for each suite.
before_midnight_in_india() {
  local target
  target=$(date -u -d '18:29:50' +%s)
  [ "$target" -gt "$(date +%s)" ] && target=$(date -u -d 'yesterday 18:29:50' +%s)
  printf '%+ds' $((target - $(date +%s)))
}

export FAKETIME_DONT_FAKE_MONOTONIC=1
status=0
faketime -f "$(before_midnight_in_india)" npx vitest run --project server || status=1
faketime -f "$(before_midnight_in_india)" npx playwright test "$@" || status=1
exit $status
