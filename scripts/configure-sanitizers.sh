#!/usr/bin/env bash
# Configures build-fuzz/: clang with AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's
# coverage hooks, -O1 with line tables. One sanitized build serves both the reader fuzz targets
# (scripts/fuzz.sh) and the fast tests under the sanitizers (scripts/sanitize.sh), so CI compiles
# the sources with the sanitizers once. The hooks only count coverage; outside a fuzz target they
# change no behaviour.
set -euo pipefail
cd "$(dirname "$0")/.."
compiler=$(command -v clang++-14 || command -v clang++)
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fsanitize=fuzzer-no-link -fno-omit-frame-pointer"
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$compiler" \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
  -DKIYAKU_FUZZ=ON -DKIYAKU_TESTS=ON >/dev/null
