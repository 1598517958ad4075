#!/usr/bin/env bash
# The one-way layers of docs/architecture.md: kernel <- rulesets <- compare <- reports <- cli
# (compare/cli). Fails, naming file:line, on an #include "..." of a layer above the including
# file's own, and on a ruleset's include of a reader's document (kernel/io/document.hpp): a text
# judges the value the preparation stage hands it (kernel/judged_position.hpp). tests/ may
# include anything. The build runs it before compiling (CMakeLists.txt).
# Usage: bash scripts/check-layers.sh [ROOT]   (ROOT: the source tree, default this repository)
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "$root"
layers=(kernel rulesets compare reports)
existing=()
for l in "${layers[@]}"; do [ -d "$l" ] && existing+=("$l"); done
((${#existing[@]})) || exit 0
grep -rn --include='*.cpp' --include='*.hpp' '^#include "' "${existing[@]}" | awk '
  function rank(path) {
    if (path ~ /^kernel\//) return 0
    if (path ~ /^rulesets\//) return 1
    if (path ~ /^compare\/cli\//) return 4
    if (path ~ /^compare\//) return 2
    if (path ~ /^reports\//) return 3
    return -1  # a header of its own directory or of a library
  }
  {
    split($0, part, ":")
    included = $0
    sub(/^[^"]*"/, "", included)
    sub(/".*$/, "", included)
    if (rank(included) > rank(part[1])) {
      printf "%s:%s: error: includes %s, a layer above its own (kernel <- rulesets <- compare <- reports <- cli)\n", part[1], part[2], included
      bad = 1
    }
    if (rank(part[1]) == 1 && included == "kernel/io/document.hpp") {
      printf "%s:%s: error: includes %s: a ruleset judges kernel/judged_position.hpp, never a reader'"'"'s document\n", part[1], part[2], included
      bad = 1
    }
  }
  END { exit bad }' >&2
