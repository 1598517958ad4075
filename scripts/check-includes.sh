#!/usr/bin/env bash
# Each source of the layers compiles on its own. The build compiles them in unity batches
# (CMakeLists.txt), where a file that forgets an #include still compiles on the headers an earlier
# file of its batch brought in; this check parses every file alone (g++ -fsyntax-only), so such a
# file fails here, naming itself, and not in a later build with other batches, in an editor's
# language server, or under another compiler. Needs build/ (the generated headers live there).
# Usage: bash scripts/check-includes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d build/compare/generated ] && [ -d build/reports/generated ] ||
  { echo "$0: build first (bash scripts/build.sh): the generated headers are missing" >&2; exit 2; }
sources=$(git ls-files 'kernel/*.cpp' 'rulesets/*.cpp' 'compare/*.cpp' 'reports/*.cpp')
# xargs exits non-zero if any compile fails; each failure prints its own file:line.
xargs -P "$(nproc)" -n 1 g++ -std=c++20 -fsyntax-only -I. -Ibuild/compare/generated -Ibuild/reports/generated \
  <<< "$sources"
echo "check-includes: $(wc -w <<< "$sources") sources each compile on their own"
