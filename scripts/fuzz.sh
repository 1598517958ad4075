#!/usr/bin/env bash
# Builds the reader fuzz targets (tests/fuzz/) with clang, libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer into build-fuzz/ (scripts/configure-sanitizers.sh), then runs each
# for SECONDS (default 20) on one core, starting from its checked-in seed corpus
# (tests/fuzz/corpus/TARGET; what a run finds goes to build-fuzz/corpus/TARGET, never into the
# repository). Prints each target's executions.
# A crash, a sanitizer report, a hang (10 s on one input) or an exception other than
# io::InputError fails the script; libFuzzer leaves the input as build-fuzz/crash-*.
# Usage: bash scripts/fuzz.sh [SECONDS [TARGET...]]   (targets: sgf diagram json_position ndjson variant)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(sgf diagram json_position ndjson variant)
bash scripts/configure-sanitizers.sh
cmake --build build-fuzz -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

for t in "${targets[@]}"; do
  mkdir -p "build-fuzz/corpus/$t"
  log="build-fuzz/fuzz_$t.log"
  (cd build-fuzz && "./tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
     -print_final_stats=1 "corpus/$t" "../tests/fuzz/corpus/$t") >"$log" 2>&1 || {
    tail -n 40 "$log"
    echo "fuzz_$t: FAILED (log: $log)"
    exit 1
  }
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  echo "fuzz_$t: ${runs:-?} executions in ${seconds} s, no finding"
done
