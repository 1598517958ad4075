#!/usr/bin/env bash
# Configures and builds kiyaku and its tests into build/ (Release). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
