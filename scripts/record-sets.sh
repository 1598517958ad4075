#!/usr/bin/env bash
# The game-record sets of docs/batch.md's figures, as directories of links into /usr/share/goban
# (Debian package goban-original-games): the records dated 1949 or later (a text in force) whose
# RE[] is a counted margin (kind "score" with a margin, as kiyaku reads it) and that carry a KM[].
#   bash scripts/record-sets.sh OUTDIR   -> OUTDIR/hon (the 102 Hon-* records), OUTDIR/mt (the 91 M-* and T-*)
# Then, for the figures of issue 52 (the `in force` row and each text's):
#   build/kiyaku batch OUTDIR/hon -j 2 --no-timing > hon.ndjson
# A benchmark's input, never a test.
#   KIYAKU_BIN   the kiyaku binary (default: build/kiyaku)
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
cd "$(dirname "$0")/.."
kiyaku=${KIYAKU_BIN:-./build/kiyaku}
[ -x "$kiyaku" ] || { echo "record-sets: no kiyaku binary at $kiyaku (run scripts/build.sh kiyaku)" >&2; exit 2; }
records=/usr/share/goban
[ -d "$records" ] || { echo "record-sets: $records is missing (apt-get install goban-original-games)" >&2; exit 2; }
out=$1
mkdir -p "$out/hon" "$out/mt"

# One NDJSON line per record; the cheapest text (Shimada reads no status) gives the same header
# fields as any other.
"$kiyaku" batch "$records" --rules shimada --no-timing 2> /dev/null |
  grep -E '"kind":"score","winner":"[BW]","margin":[0-9.]+\}' |
  grep -vE '"komi":null' |
  grep -E '"date":"(19(49|[5-9][0-9])|2[0-9]{3})' |
  sed -E 's/^.*"file":"([^"]*)".*$/\1/' |
  while read -r file; do
    name=$(basename "$file")
    case "$name" in
      Hon-*) ln -sfn "$file" "$out/hon/$name" ;;
      M-* | T-*) ln -sfn "$file" "$out/mt/$name" ;;
    esac
  done
echo "record-sets: $(find "$out/hon" -maxdepth 1 -type l | wc -l) Hon records in $out/hon," \
  "$(find "$out/mt" -maxdepth 1 -type l | wc -l) M-/T- records in $out/mt"
