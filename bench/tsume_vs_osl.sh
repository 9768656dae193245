#!/usr/bin/env bash
# kifu's tsume solver beside OpenShogiLib's df-pn (Debian libosl-dev) on the classic
# collections, one problem at a time, both asked only for a first mate (kifu: --first; neither
# proves it the shortest). kifu stops at SECONDS of wall time, OpenShogiLib at NODES nodes (it
# has no time limit; it searches about a million nodes a second here). Both give white every
# piece not on the board or in black's hand. Prints one line a problem (result and seconds of
# each), then for each program: mates found, no-mates, unknowns, and the median seconds over
# the problems both solved.
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/tsume_vs_osl.sh KIFU SECONDS NODES [FILE.tsv...]
#   e.g. bench/tsume_vs_osl.sh build/release/apps/kifu 5 5000000
# The files default to both collections of tests/data/tsume/classics.
set -euo pipefail
if [[ $# -lt 3 ]]; then
  sed -n "2,12p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
kifu=$1 seconds=$2 nodes=$3
shift 3
cd "$(dirname "$0")/.."
files=("$@")
((${#files[@]})) || files=(tests/data/tsume/classics/shogi-zuko.tsv tests/data/tsume/classics/shogi-muso.tsv)
[[ -x "$kifu" ]] || { echo "tsume_vs_osl.sh: $kifu: not an executable" >&2; exit 2; }

if ! dpkg-query -W -f='${Status}' libosl-dev 2>/dev/null | grep -q "ok installed"; then
  echo "installing libosl-dev (OpenShogiLib) for the comparison"
  ${SUDO:-} apt-get install -y -qq --no-install-recommends libosl-dev >/dev/null
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
g++ -std=c++17 -O2 -DOSL_SMP bench/osl_dfpn.cpp -losl -o "$out/osl_dfpn"

printf '%-10s %-8s %8s   %-8s %8s\n' problem kifu seconds osl seconds
for file in "${files[@]}"; do
  name=$(basename "$file" .tsv)
  while IFS=$'\t' read -r number sfen _rest; do
    [[ "$number" == number || -z "$number" ]] && continue
    start=$EPOCHREALTIME
    result=$("$kifu" tsume solve --first --count tsume --time-limit "$seconds" --sfen "$sfen" \
               2>/dev/null </dev/null | awk '/^(mate|nomate|unknown)/ { print $1; exit }') || true
    end=$EPOCHREALTIME
    ours=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    theirs=$(printf '%s\t%s\n' "$name-$number" "$sfen" | "$out/osl_dfpn" "$nodes")
    printf '%-10s %-8s %8s   %-8s %8s\n' "${name#shogi-}-$number" "${result:-error}" "$ours" \
      "$(cut -f2 <<<"$theirs")" "$(cut -f4 <<<"$theirs")"
  done <"$file"
done | tee "$out/lines"

summary() {  # column of the result, column of the seconds, label
  local counts median
  counts=$(awk -v r="$1" '{ c[$r]++ }
    END { printf "mate %d, nomate %d, unknown %d", c["mate"], c["nomate"], c["unknown"] }' \
    "$out/lines")
  median=$(awk -v s="$2" '$2 == "mate" && $4 == "mate" { print $s }' "$out/lines" |
    sort -g | awk '{ v[NR] = $1 }
      END { m = NR ? (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) : 0
            printf "median %.3f s over the %d both proved", m, NR }')
  printf '# %s: %s; %s\n' "$3" "$counts" "$median"
}
summary 2 3 "kifu --first, $seconds s"
summary 4 5 "OpenShogiLib df-pn, $nodes nodes"
