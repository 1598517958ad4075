#!/usr/bin/env bash
# Configures and builds into build/ (Release). Idempotent. With no argument it builds everything,
# tests included; `bash scripts/build.sh kiyaku` builds the kiyaku program alone (the main job
# needs nothing else). One compile per core: the default of nproc+2 only adds memory on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" ${1:+--target "$1"}
