#!/usr/bin/env bash
# Compares the positions two builds of the tsume solver search on the same classic problems,
# each run to the end of its solve or to a node limit: free of the machine's speed, which moves
# by a fifth from run to run, so a change to the search is measured by its node counts (and a
# change that keeps the search the same shows equal counts). Prints one line a problem (its
# book plies, each build's positions and answer, the ratio of the second's positions to the
# first's), then the totals and how many each proved the shortest.
# Problems are named by collection and number: zuko:1 is 将棋図巧 第1番, muso:65 将棋無双 第65番
# (tests/data/tsume/classics); zuko and muso alone name a whole collection.
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/tsume_nodes.sh KIFU_A KIFU_B PROBLEM...
#   e.g. bench/tsume_nodes.sh /tmp/kifu-before build/release/apps/kifu zuko:1 muso:65
# NODES (the node limit of each run, default 3000000), COUNT (strict, the default, or tsume),
# MEMORY (MB of table, default 512) and FIRST=1 (stop at the first mate) are read from the
# environment.
set -euo pipefail
if [[ $# -lt 3 ]]; then
  sed -n "2,16p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
a=$1
b=$2
shift 2
nodes=${NODES:-3000000}
count=${COUNT:-strict}
memory=${MEMORY:-512}
extra=()
[[ "${FIRST:-}" == 1 ]] && extra=(--first)
for kifu in "$a" "$b"; do
  [[ -x "$kifu" ]] || { echo "tsume_nodes.sh: $kifu: not an executable" >&2; exit 2; }
done
here=$(cd "$(dirname "$0")/.." && pwd)
classics=$here/tests/data/tsume/classics

# The problems as "name<TAB>book plies<TAB>sfen" lines.
problems() {
  local p collection number file
  for p in "$@"; do
    collection=${p%%:*}
    number=
    [[ "$p" == *:* ]] && number=${p#*:}
    file=$classics/shogi-$collection.tsv
    [[ -r "$file" ]] || { echo "tsume_nodes.sh: $p: no collection $collection" >&2; exit 2; }
    awk -F'\t' -v c="$collection" -v n="$number" \
      'NR > 1 && (n == "" || $1 == n) { print c ":" $1 "\t" $3 "\t" $2; found = 1 }
       END { if (!found) exit 1 }' "$file" ||
      { echo "tsume_nodes.sh: $p: no such problem" >&2; exit 2; }
  done
}

# One solve: "positions answer", the answer as the solver's last line gives it.
solve() {
  "$1" tsume solve --count "$count" --nodes "$nodes" --memory "$memory" "${extra[@]}" \
    --sfen "$2" 2>&1 |
    awk '/^info nodes/ { n = $3 }
         /^(mate|nomate|unknown)/ { r = $0 }
         END { sub(/ \(not proved shortest\)/, "?", r); print (n == "" ? "-" : n), (r == "" ? "error" : r) }'
}

list=$(problems "$@")
printf '%-10s %5s  %-22s %-22s %s\n' problem book "A: positions answer" "B: positions answer" B/A
total_a=0 total_b=0 shortest_a=0 shortest_b=0
while IFS=$'\t' read -r name book sfen; do
  ra=$(solve "$a" "$sfen")
  rb=$(solve "$b" "$sfen")
  na=${ra%% *} nb=${rb%% *}
  ratio=-
  [[ "$na" =~ ^[0-9]+$ && "$nb" =~ ^[0-9]+$ && "$na" -gt 0 ]] &&
    { ratio=$(awk -v x="$na" -v y="$nb" 'BEGIN { printf "%.3f", y / x }');
      total_a=$((total_a + na)); total_b=$((total_b + nb)); }
  [[ "$ra" =~ \ (mate\ [0-9]+|nomate)$ ]] && shortest_a=$((shortest_a + 1))
  [[ "$rb" =~ \ (mate\ [0-9]+|nomate)$ ]] && shortest_b=$((shortest_b + 1))
  printf '%-10s %5s  %-22s %-22s %s\n' "$name" "$book" "$ra" "$rb" "$ratio"
done <<< "$list"
echo "# positions: A $total_a, B $total_b; proved (the shortest, or no mate): A $shortest_a, B $shortest_b"
echo "# --count $count, --nodes $nodes, --memory $memory${FIRST:+, --first}"
