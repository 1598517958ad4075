#!/usr/bin/env bash
# Regenerates the approved outputs of tests/golden/ (text, JSON and HTML data of `kiyaku compare`
# on a dozen positions under every rule text) and shows what moved, for review. Run it after a
# change that moves a verdict or a report on purpose, read the diff, and commit the files with
# the change; the golden test (`ctest -L golden`) then holds them byte for byte. Re-runnable: it
# rebuilds what is stale and rewrites every file.
#   KIYAKU_BUILD_DIR  the build tree (default: build; scripts/build.sh makes it)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${KIYAKU_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target kiyaku kiyaku_tests
rm -f tests/golden/*.txt tests/golden/*.json tests/golden/*.html  # a dropped case shows as deleted
KIYAKU_UPDATE_GOLDEN=1 "$build/tests/kiyaku_tests" "[golden]" >/dev/null
git add -N tests/golden  # new cases show in the diff too
echo "tests/golden against the last commit:"
git diff HEAD --stat -- tests/golden
