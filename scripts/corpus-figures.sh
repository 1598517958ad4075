#!/usr/bin/env bash
# Measures the 1989 corpus under the 1989 text at the given budgets and writes the rows of the
# figures table of docs/rulesets/japan1989.md (between its "figures" markers), with
#   kiyaku corpus corpus/j1989-examples.txt --rules japan1989 --stats -j JOBS --max-nodes N
# Node counts and expectations are exact; times depend on the machine and its load.
#   bash scripts/corpus-figures.sh [N...]   (default: 20000 300000 2000000; 2 million takes minutes
#                                            and about 1 GB)
#   KIYAKU_BIN   the kiyaku binary (default: build/kiyaku)
#   KIYAKU_JOBS  worker threads (default 2, as the table states)
set -euo pipefail
cd "$(dirname "$0")/.."
kiyaku=${KIYAKU_BIN:-./build/kiyaku}
jobs=${KIYAKU_JOBS:-2}
[ -x "$kiyaku" ] || { echo "corpus-figures: no kiyaku binary at $kiyaku (run scripts/build.sh kiyaku or set KIYAKU_BIN)" >&2; exit 2; }
(($#)) || set -- 20000 300000 2000000
page=docs/rulesets/japan1989.md

rows=$(mktemp)
trap 'rm -f "$rows" "$rows.out"' EXIT
for n in "$@"; do
  start=$(date +%s%N)
  status=0
  "$kiyaku" corpus corpus/j1989-examples.txt --rules japan1989 --stats --quiet -j "$jobs" --max-nodes "$n" > "$rows.out" || status=$?
  ((status <= 1)) || { echo "corpus-figures: kiyaku corpus failed at $n nodes" >&2; exit 2; }
  wall=$((($(date +%s%N) - start) / 1000000000))
  # "58 records; expectations: 56 met, 2 failed" and "stats: T ms in total, X search nodes (Y for
  # results); most for one record: ...; records over 1000000 nodes: K; undecided strings: U"
  awk -v n="$n" -v wall="$wall" '
    function millions(x) { return sprintf("%.2fM", x / 1e6) }
    function grouped(x) { return x < 1000 ? x : grouped(int(x / 1000)) "," sprintf("%03d", x % 1000) }
    / expectations: / { met = $4; total = $4 + $6 }
    /^stats: / {
      ms = $2; nodes = $6; results = substr($9, 2)
      for (i = 1; i <= NF; i++) { if ($i == "over") over = $(i + 3); if ($i == "undecided") undecided = $(i + 2) }
      sub(";", "", over)
    }
    END { printf "| %s | %d of %d | %d | %s (%s) | %.0f s | %d s | %d |\n", grouped(n), met, total, undecided, millions(nodes), millions(results), ms / 1000, wall, over }
  ' "$rows.out" >> "$rows"
done
cat "$rows"
# Replace the rows of the budgets measured, keep the others, in the order of their budgets.
awk -v rows="$rows" '
  function budget(row) { split(row, cell, "|"); gsub(/[ ,]/, "", cell[2]); return cell[2] + 0 }
  BEGIN { while ((getline line < rows) > 0) fresh[budget(line)] = line }
  /<!-- figures: begin -->/ { print; getline; print; getline; print; inside = 1; next }
  inside && /^\|/ { kept[budget($0)] = $0; next }
  /<!-- figures: end -->/ {
    for (n in fresh) kept[n] = fresh[n]
    count = 0
    for (n in kept) order[++count] = n + 0
    for (i = 2; i <= count; i++) for (j = i; j > 1 && order[j - 1] > order[j]; j--) { t = order[j]; order[j] = order[j - 1]; order[j - 1] = t }
    for (i = 1; i <= count; i++) print kept[order[i]]
    inside = 0
  }
  { print }
' "$page" > "$page.new" && mv "$page.new" "$page"
echo "updated $page"
