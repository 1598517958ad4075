#!/usr/bin/env bash
# The search's bench signature: the nodes each rule text searches over the 1989 corpus at a fixed
# budget (kiyaku corpus --stats), one line per text and their total. Node counts depend on the
# code alone, never on the machine, the time or the number of threads, so any change in how a
# search behaves moves them, and tests/bench-signature.txt, checked by the tests, makes that
# change show in the commit that makes it. After a change that moves the search on purpose:
#   bash scripts/bench-signature.sh > tests/bench-signature.txt   (and commit it with the change)
# Usage: bash scripts/bench-signature.sh [--check]   (--check: compare with the stored signature)
#   KIYAKU_BIN   the kiyaku binary (default: build/kiyaku)
set -euo pipefail
cd "$(dirname "$0")/.."
kiyaku=${KIYAKU_BIN:-./build/kiyaku}
corpus=corpus/j1989-examples.txt
budget=2000
[ -x "$kiyaku" ] || { echo "bench-signature: no kiyaku binary at $kiyaku" >&2; exit 2; }

signature() {
  local total=0 id out nodes rc
  echo "# kiyaku corpus $corpus --rules ID --max-nodes $budget --stats: search nodes"
  for id in $("$kiyaku" rules | awk '/^[a-z][a-z0-9]*  / {print $1}'); do
    rc=0
    out=$("$kiyaku" corpus "$corpus" --rules "$id" --max-nodes "$budget" --stats --quiet -j "$(nproc)" 2>/dev/null) || rc=$?
    ((rc <= 1)) || { echo "bench-signature: kiyaku corpus --rules $id failed (exit $rc)" >&2; exit 2; }  # 1: unmet expectations
    nodes=$(sed -n 's/^stats: .* in total, \([0-9]*\) search nodes.*/\1/p' <<<"$out")
    [ -n "$nodes" ] || { echo "bench-signature: no stats line for $id" >&2; exit 2; }
    echo "$id $nodes"
    total=$((total + nodes))
  done
  echo "total $total"
}

if [ "${1:-}" != "--check" ]; then
  signature
  exit 0
fi
stored=tests/bench-signature.txt
if ! diff -u "$stored" <(signature); then
  echo "bench-signature: the search's node counts moved (above: - stored, + now). If the change is meant," >&2
  echo "  run: bash scripts/bench-signature.sh > $stored   and commit it with the change." >&2
  exit 1
fi
echo "bench-signature: matches $stored"
