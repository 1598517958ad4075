#!/usr/bin/env bash
# The GNU Go baseline for `kiyaku batch` (docs/batch.md): GNU Go plays each professional record of the
# goban package out to the end and counts it under Japanese rules; we compare its margin with the
# recorded result. A benchmark, never a test.
#
#   scripts/gnugo-baseline.sh OUT.tsv [--all] [--keep DIR] [FILE...]   (default files: /usr/share/goban/Hon-*)
#
# --keep DIR writes each record as GNU Go finished it (the record's moves, GNU Go's dame, 手入れ and
# captures, two passes) to DIR/NAME.sgf, with the record's own RE[] (GNU Go writes its count there). `kiyaku batch DIR` on them separates kiyaku's misses that
# come from finishing the game (its dame filling and 手入れ) from those of its statuses and count.
#
# Only records with a counted result (B+3.5, W+12, a draw) are run unless --all is given: a resigned
# game is unfinished, GNU Go has to play most of it out (minutes per game), and there is no margin
# to compare with. The counted Hon-* records take about 5 CPU minutes.
#
# Writes OUT.tsv (file, recorded RE, GNU Go result, exact-margin match, wall seconds, CPU seconds)
# and prints a summary. CPU seconds (user + system) are the fair figure on a shared machine.
# exact_match is "-" when the record has no counted margin (resignation, time, unknown).
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUT.tsv [--all] [--keep DIR] [FILE...]" >&2; exit 2; }
out=$1; shift
run_all=no
if [ "${1:-}" = "--all" ]; then run_all=yes; shift; fi
keep=""
if [ "${1:-}" = "--keep" ]; then
  [ $# -ge 2 ] || { echo "$0: --keep needs a directory" >&2; exit 2; }
  keep=$2; shift 2
  mkdir -p "$keep" || exit 2
fi
if ! command -v gnugo > /dev/null && [ ! -x /usr/games/gnugo ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends gnugo goban-original-games || exit 2
fi
gnugo=$(command -v gnugo || echo /usr/games/gnugo)
if [ $# -eq 0 ]; then set -- /usr/share/goban/Hon-*; fi

# "B+3.5" / "W+12" / "0" (a draw) from an RE[] value, or nothing when it holds no counted margin.
counted_margin() {
  sed -nE 's/^([BW])\+([0-9]+(\.[0-9]+)?)$/\1+\2/p; s/^(0|[Dd]raw|[Jj]igo)$/0/p' <<< "$1"
}

# GNU Go's last verdict line ("White wins by 4.5 points", "Black wins by 1.0 points", "Jigo") as B+x / W+x / 0.
gnugo_result() {
  sed -nE 's/^White wins by ([0-9.]+) points?$/W+\1/p; s/^Black wins by ([0-9.]+) points?$/B+\1/p;
           s/^(Jigo|jigo).*/0/p' | tail -n 1 | sed -E 's/\.0$//'
}

# GNU Go's -o file carries GNU Go's own result in RE[]: put the record's back, so that `kiyaku batch`
# on the kept records compares with what the players recorded.
restore_recorded_result() {
  local escaped
  escaped=$(sed -e 's/[\\&|]/\\&/g' <<< "$2")
  sed -i -E "0,/RE\[[^]]*\]/s||RE[$escaped]|" "$1"
}

command -v /usr/bin/time > /dev/null || { apt-get install -y -qq time || exit 2; }
cpu_file=$(mktemp)
trap 'rm -f "$cpu_file"' EXIT
printf 'file\trecorded\tgnugo\texact_match\tseconds\tcpu_seconds\n' > "$out"
for file in "$@"; do
  recorded=$(grep -ao 'RE\[[^]]*\]' "$file" | head -n 1 | sed -E 's/^RE\[(.*)\]$/\1/')
  margin=$(counted_margin "$recorded")
  [ -n "$margin" ] || [ $run_all = yes ] || continue
  start=$(date +%s.%N)
  finished=()
  [ -z "$keep" ] || finished=(-o "$keep/$(basename "$file").sgf")
  result=$(/usr/bin/time -f '%U %S' -o "$cpu_file" "$gnugo" --score finish --japanese-rules -l "$file" "${finished[@]}" 2> /dev/null |
           gnugo_result)
  [ -z "$keep" ] || restore_recorded_result "${finished[1]}" "$recorded"
  cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$cpu_file")
  end=$(date +%s.%N)
  seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  if [ -z "$margin" ]; then match="-"
  elif [ "$margin" = "$result" ] || [ "$margin.0" = "$result" ]; then match=yes
  else match=no; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$file")" "$recorded" "${result:-?}" "$match" "$seconds" "$cpu" >> "$out"
done

awk -F'\t' 'NR > 1 {
    games++; seconds += $5; cpu += $6
    if ($4 != "-") {
      counted++
      if ($4 == "yes") exact++
      if (substr($2, 1, 1) == substr($3, 1, 1)) winner++
    }
  }
  END {
    printf "games: %d (with a counted margin: %d)\n", games, counted
    printf "exact margin matches: %d/%d (%.1f%%)\n", exact, counted, counted ? 100 * exact / counted : 0
    printf "winner matches: %d/%d (%.1f%%)\n", winner, counted, counted ? 100 * winner / counted : 0
    printf "mean seconds per game: %.2f wall, %.2f CPU\n", games ? seconds / games : 0, games ? cpu / games : 0
  }' "$out"
