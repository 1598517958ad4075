#!/usr/bin/env bash
# scripts/check-layers.sh on throwaway trees: a clean one passes; an include up the layers fails
# with file:line; tests/ and a layer's own or lower headers are allowed.
set -euo pipefail
check=$1
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree"/{kernel,rulesets,compare/cli,reports,tests}
printf '#include "kernel/board.hpp"\n' > "$tree/rulesets/a.hpp"
printf '#include "reports/site.hpp"\n#include "rulesets/a.hpp"\n' > "$tree/compare/cli/main.cpp"
printf '#include "compare/cli/main.hpp"\n' > "$tree/tests/t.cpp"
bash "$check" "$tree" || { echo "FAIL: a clean tree was refused"; exit 1; }

printf '#include <vector>\n\n#include "kernel/board.hpp"\n#include "compare/outcome.hpp"\n' > "$tree/rulesets/b.cpp"
if out=$(bash "$check" "$tree" 2>&1); then echo "FAIL: rulesets including compare passed"; exit 1; fi
expected='rulesets/b.cpp:4: error: includes compare/outcome.hpp, a layer above its own'
[[ $out == *"$expected"* ]] || { echo "FAIL: expected '$expected', got: $out"; exit 1; }
rm "$tree/rulesets/b.cpp"

printf '#include "kernel/io/document.hpp"\n' > "$tree/rulesets/c.cpp"
if out=$(bash "$check" "$tree" 2>&1); then echo "FAIL: a ruleset including a reader's document passed"; exit 1; fi
expected='rulesets/c.cpp:1: error: includes kernel/io/document.hpp'
[[ $out == *"$expected"* ]] || { echo "FAIL: expected '$expected', got: $out"; exit 1; }
rm "$tree/rulesets/c.cpp"

printf '#include "compare/cli/commands.hpp"\n' > "$tree/reports/r.cpp"
if bash "$check" "$tree" 2>/dev/null; then echo "FAIL: reports including compare/cli passed"; exit 1; fi
echo "ok"
