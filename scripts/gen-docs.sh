#!/usr/bin/env bash
# Regenerates the comparison tables of docs/ with kiyaku itself (`kiyaku table`), at the search
# budget of scripts/run-corpus.sh. The output depends only on the corpus and the code: run this
# after a change to either and commit the tables with it.
#   KIYAKU_BIN        the kiyaku binary (default: build/kiyaku; scripts/build.sh makes it)
#   KIYAKU_MAX_NODES  search budget per search (default 20000, as scripts/run-corpus.sh)
#   KIYAKU_JOBS       worker threads (default: every core; the tables are the same whatever the number)
set -euo pipefail
cd "$(dirname "$0")/.."
kiyaku=${KIYAKU_BIN:-./build/kiyaku}
max_nodes=${KIYAKU_MAX_NODES:-20000}
jobs=${KIYAKU_JOBS:-$(nproc)}
[ -x "$kiyaku" ] || { echo "gen-docs: no kiyaku binary at $kiyaku (run scripts/build.sh or set KIYAKU_BIN)" >&2; exit 2; }

# Issue 4: the classic cases under all ten texts, their cited verdicts marked.
"$kiyaku" table tests/corpus/classics.txt --max-nodes "$max_nodes" -j "$jobs" \
  --title "Classic cases under every rule text" -o docs/classics.md
# Issue 3: the 1989 records whose verdict the commentary does not give: what kiyaku decides, not asserted.
"$kiyaku" table corpus/j1989-examples.txt --only-unasserted --max-nodes "$max_nodes" -j "$jobs" \
  --title "1989 commentary records without a cited verdict" -o docs/j1989-unasserted.md
echo "wrote docs/classics.md and docs/j1989-unasserted.md (budget $max_nodes nodes)"
