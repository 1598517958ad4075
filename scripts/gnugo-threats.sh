#!/usr/bin/env bash
# What GNU Go would still play on kiyaku's finish of a game record (docs/batch.md, "Other professional
# records"): the record with kiyaku's dame and 手入れ played, then GNU Go's move for each colour. A
# pass for both says kiyaku's finish leaves nothing to gain by GNU Go's reading; a move is a threat
# kiyaku's finish left, or a point it did not close. A benchmark aid, never a test.
#
#   scripts/gnugo-threats.sh TEXT FILE...     (TEXT: the rule text whose finish is played, e.g. japan1989,
#                                             or in-force: each record under the text of its DT[] year)
#
# Prints one line per record: its name, kiyaku's result, GNU Go's move for Black and for White.
# Needs build/kiyaku (scripts/build.sh kiyaku) and GNU Go (scripts/gnugo-baseline.sh installs it).
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: $0 TEXT FILE..." >&2; exit 2; }
cd "$(dirname "$0")/.." || exit 2
text=$1; shift
gnugo=$(command -v gnugo || echo /usr/games/gnugo)
[ -x "$gnugo" ] || { echo "$0: GNU Go is not installed (scripts/gnugo-baseline.sh installs it)" >&2; exit 2; }
finished=$(mktemp --suffix=.sgf)
trap 'rm -f "$finished"' EXIT

# "B K17" -> ";B[kc]" on a 19x19 board (GTP columns skip I).
sgf_move() {
  local colour=$1 vertex=$2 columns=ABCDEFGHJKLMNOPQRST letters=abcdefghijklmnopqrs
  local column=${columns%%"${vertex:0:1}"*} row=${vertex:1}
  printf ';%s[%s%s]' "$colour" "${letters:${#column}:1}" "${letters:$((19 - row)):1}"
}

# The text for a record's DT[] year: the 1949 code before 1989, the 1989 text from 1989 or without a year.
text_in_force() {
  local year
  year=$(grep -ao 'DT\[[^]]*' "$1" | head -n 1 | grep -oE '[0-9]{4}' | head -n 1)
  if [ -n "$year" ] && [ "$year" -lt 1989 ]; then echo nihonkiin1949; else echo japan1989; fi
}

for file in "$@"; do
  rules=$text
  [ "$text" != in-force ] || rules=$(text_in_force "$file")
  report=$(./build/kiyaku compare "$file" --rules "$rules" 2> /dev/null)
  result=$(sed -nE 's/^ *result: (.*)$/\1/p' <<< "$report" | head -n 1 | sed 's/ \[.*//')
  plays=$(sed -nE 's/.*game record: .*fills: (.*); left open.*/\1/p' <<< "$report" | grep -oE '[BW] [A-T][0-9]+')
  moves=""
  while read -r colour vertex; do
    [ -n "$colour" ] && moves+=$(sgf_move "$colour" "$vertex")
  done <<< "$plays"
  # The record's own text, its last ')' replaced by kiyaku's plays (alternation as kiyaku played them).
  LC_ALL=C sed -z 's/)[[:space:]]*$//' "$file" > "$finished"
  printf '%s)\n' "$moves" >> "$finished"
  answers=""
  for colour in black white; do
    move=$(printf 'loadsgf %s\ngenmove %s\n' "$finished" "$colour" | "$gnugo" --mode gtp --japanese-rules 2> /dev/null |
           sed -n 's/^= \(.\+\)$/\1/p' | tail -n 1)
    answers+=" ${colour:0:1}:${move:-?}"
  done
  printf '%s\t%s\t%s\n' "$(basename "$file")" "$result" "${answers# }"
done
