#!/usr/bin/env bash
# Counts the instructions the tsume solver runs (valgrind's callgrind) on three problems at a
# fixed number of positions, for one build or two: a change that keeps the search the same
# (equal node counts) is measured so to a tenth of a per cent, where the wall time of one run on
# a virtual machine moves by a fifth. Memory stalls are not counted: confirm a gain with
# alternating timed runs (bench/RESULTS.md shows how).
# The problems, books' count, `--memory 64`: 将棋図巧 第55番 (its proof that no mate within 21
# plies exists, near the bound), 将棋図巧 第1番 (a first mate of 69 plies) and 寿 (deep).
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/tsume_instructions.sh KIFU [OTHER_KIFU] [POSITIONS]
#   POSITIONS: the node limit of each run (default 300000; a run takes about 50 times as long
#   as without valgrind). Needs valgrind (Debian package valgrind).
set -euo pipefail
if [[ $# -lt 1 ]]; then
  sed -n "2,13p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
builds=("$1")
if [[ $# -ge 2 && ! "$2" =~ ^[0-9]+$ ]]; then
  builds+=("$2")
  shift
fi
positions=${2:-300000}
for kifu in "${builds[@]}"; do
  [[ -x "$kifu" ]] || { echo "tsume_instructions.sh: $kifu: not an executable" >&2; exit 2; }
done
command -v valgrind >/dev/null || { echo "tsume_instructions.sh: valgrind not found" >&2; exit 2; }
problems=(
  "図巧55|n8/2+P6/4l4/l8/1n2+B+p3/1+lPs5/3k+bp3/2p1p+R2+r/2+pP5 b 4G2Ss2nl10p 1"
  "図巧1|1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1"
  "寿|g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b 4P3n 1"
)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%-10s %12s' problem nodes
for i in "${!builds[@]}"; do printf ' %16s' "build $((i + 1))"; done
((${#builds[@]} == 2)) && printf ' %8s' ratio
printf '\n'
for entry in "${problems[@]}"; do
  name=${entry%%|*} sfen=${entry#*|}
  counts=() nodes=()
  for kifu in "${builds[@]}"; do
    log=$(valgrind --tool=callgrind --callgrind-out-file="$out" "$kifu" tsume solve --count tsume \
      --memory 64 --nodes "$positions" --sfen "$sfen" 2>&1)
    counts+=("$(awk '/Collected :/ { print $NF }' <<<"$log")")
    nodes+=("$(awk '/^info nodes/ { print $3; exit }' <<<"$log")")
  done
  printf '%-10s %12s' "$name" "${nodes[0]}"
  for c in "${counts[@]}"; do printf ' %16s' "$c"; done
  if ((${#builds[@]} == 2)); then
    awk -v a="${counts[0]}" -v b="${counts[1]}" 'BEGIN { printf " %8.4f", b / a }'
    [[ "${nodes[0]}" == "${nodes[1]}" ]] || printf '  (nodes differ: %s)' "${nodes[1]}"
  fi
  printf '\n'
done
