#!/usr/bin/env bash
# Runs a command with every clock in its process tree moved to a chosen instant (libfaketime, Debian's
# `faketime`): `bash scripts/at-instant.sh 2026-11-24T06:30:00Z vitest run …`.
#
# The clock is moved by a fixed offset from the real one, not started afresh at the instant in each process
# (`faketime -f '@…'` does that): every process the command starts — Vitest's workers, the servers they start,
# a PostgreSQL server — then reads the same time, which begins at the instant and runs on at its normal pace.
# The monotonic clock is left alone, so timers and timeouts behave as they would without the shift.
set -euo pipefail

instant=${1:?usage: at-instant.sh INSTANT COMMAND…}
shift
target=$(date -u -d "$instant" +%s)
# The real clock, even when this script itself runs under faketime (the offset applies to the real clock).
offset=$((target - $(env -u LD_PRELOAD date -u +%s)))
export FAKETIME_DONT_FAKE_MONOTONIC=1
exec faketime -f "$(printf '%+ds' "$offset")" "$@"
