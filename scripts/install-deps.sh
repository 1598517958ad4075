#!/usr/bin/env bash
# Installs what kiyaku needs to build and test, from Debian 12 packages (and, with npm, the GTP
# test's one npm package). Idempotent; run as root.
set -euo pipefail
# goban-original-games: professional game records (SGF), read by the SGF and batch tests.
# chromium, chromium-driver: headless browser for the HTML report test (tests/reports/browser_test.sh).
# clang-14, libclang-rt-14-dev: libFuzzer and the sanitizers for the reader fuzz targets (scripts/fuzz.sh).
# clang-format-14: the style check of the C++ sources (scripts/format.sh --check, run by CI).
# nodejs, npm: the GTP test's client, Sabaki's @sabaki/gtp (tests/gtp/); only where no node/npm is
# on PATH, since a Node.js installed from elsewhere bundles npm and conflicts with Debian's.
packages=(g++ cmake ninja-build libboost-dev librange-v3-dev nlohmann-json3-dev catch2 libcli11-dev goban-original-games
          chromium chromium-driver clang-14 libclang-rt-14-dev clang-format-14)
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The GTP test's npm packages, as package-lock.json pins them.
gtp_tests="$(dirname "$0")/../tests/gtp"
if ! (cd "$gtp_tests" && node -e "require.resolve('@sabaki/gtp')" 2>/dev/null); then
  (cd "$gtp_tests" && npm ci --no-audit --no-fund)
fi
