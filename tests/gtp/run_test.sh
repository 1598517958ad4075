#!/usr/bin/env bash
# Runs gtp_test.js: kiyaku gtp driven by Sabaki's GTP library, its answers checked against
# kiyaku compare. Installs the library (npm ci, from package-lock.json) when it is missing;
# scripts/install-deps.sh normally has. Exits 77 (ctest: skipped) when Node.js is not installed.
#
#   run_test.sh KIYAKU_BINARY SOURCE_DIR OUT_DIR
set -uo pipefail

kiyaku=$1 src=$2 out=$3
here="$src/tests/gtp"
if ! command -v node >/dev/null; then
  echo "SKIP: node is not installed (Debian: apt-get install nodejs npm, see scripts/install-deps.sh)"
  exit 77
fi
if ! (cd "$here" && node -e "require.resolve('@sabaki/gtp')" 2>/dev/null); then
  (cd "$here" && npm ci --no-audit --no-fund) || { echo "FAIL: npm ci in tests/gtp could not install @sabaki/gtp"; exit 1; }
fi
mkdir -p "$out" || exit 1
exec node "$here/gtp_test.js" "$kiyaku" "$src" "$out"
