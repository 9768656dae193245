#!/usr/bin/env bash
# Times the tsume solver on five long problems, each proved the shortest (the books' count):
# 将棋図巧 第1番 (69 plies), 将棋無双 第30番 (119), 将棋無双 第100番 (163), 将棋図巧 第100番「寿」
# (611), and ミクロコスモス (橋本孝治, 1,525 plies, the longest known tsume; a modern work, so
# its diagram is kept here and not in the test data). One line a problem: the result, nodes,
# wall seconds of the whole process (the table's memory included) and its peak memory; then,
# from the solve's steps, the seconds until the shortest mate was found (the first mate, the
# shorter ones, the first looks and the walks along the last proof on the way: what a solver
# that does not prove the length reports) and the seconds after it (the first look and the walk
# that found nothing and the search that found none: the proof that no mate is shorter).
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/tsume_long.sh KIFU [SECONDS] [MEMORY_MB]
#   SECONDS: the time limit a problem (default 120); MEMORY_MB: the table (default 4096).
#   FIRST=1 stops at the first mate proved (its length need not be the shortest).
#   REPEAT=N runs each problem N times (default 1) and prints the run of the median wall time,
#   with the fastest and slowest beside it: a virtual machine's runs can differ by 10 %.
#   THREADS=N searches on N threads (default 1; shtsume's times in bench/RESULTS.md are one thread).
set -euo pipefail
if [[ $# -lt 1 ]]; then
  sed -n "2,18p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
kifu=$1 limit=${2:-120} memory=${3:-4096}
[[ -x "$kifu" ]] || { echo "tsume_long.sh: $kifu: not an executable" >&2; exit 2; }
extra=()
[[ "${FIRST:-}" == 1 ]] && extra=(--first)
problems=(
  "図巧1|69|1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1"
  "無双30|119|2B1n1R2/7Gp/4+N4/6rk1/4sNl2/9/2+p2NsG1/5+B3/1s1P3s1 b 2g3l15p 1"
  "無双100|163|R+r3pS2/1Ln2g1p1/3kn3g/1B+lpl+P1Bg/8N/+p7p/P1pP2S2/+p1P6/S4N1g1 b 5Psl2p 1"
  "寿|611|g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b 4P3n 1"
  "ミクロコスモス|1525|g1+P1k1+P+P+L/1p3P3/+R+p2pp1pl/1NNsg+p2+R/+b+nL+P1+p3/1P3ssP1/2P1+Ps2N/4+P1P1L/+B5G1g b - 1"
)
repeat=${REPEAT:-1} threads=${THREADS:-1}
printf '%-16s %5s  %-30s %11s %8s %8s %8s %8s %15s\n' problem book result nodes seconds peak_MB \
  found_s proof_s fastest-slowest
for row in "${problems[@]}"; do
  IFS='|' read -r name book sfen <<<"$row"
  runs=()
  for ((run = 0; run < repeat; ++run)); do
    out=$( { timeout -k 5 $((limit * 2 + 30)) /usr/bin/time -f 'wall %e rss %M' "$kifu" tsume solve \
               "${extra[@]}" --steps --count tsume --time-limit "$limit" --memory "$memory" \
               --threads "$threads" --sfen "$sfen"; } \
             2>&1 || true)
    result=$(printf '%s\n' "$out" | grep -E '^(mate|nomate|unknown)' | tail -1)
    nodes=$(printf '%s\n' "$out" | awk '/^info nodes/ {print $3}')
    wall=$(printf '%s\n' "$out" | awk '/^wall/ {print $2}')
    rss=$(printf '%s\n' "$out" | awk '/^wall/ {printf "%d", $4 / 1024}')
    # The steps' seconds: up to the step that found the shortest mate (the first mate, the
    # shorter ones, each first look and walk along the last proof on the way), and after it (the
    # first look and walk that found nothing and the search that found none: the proof that the
    # last is the shortest).
    read -r found proof < <(printf '%s\n' "$out" | awk -F'[(,]' '/^info string a (mate|first look) / {
              split($3, t, " "); sum += t[1]; if ($1 ~ /: [0-9]+ plies $/) { found = sum; seen = 1 } }
              END { if (seen) printf "%.2f %.2f\n", found, sum - found; else print "- -" }')
    runs+=("${wall:-0}|${result:-none}|${nodes:--}|${rss:--}|${found:--}|${proof:--}")
  done
  # The runs by wall time: the middle one is printed, the first and last give the spread.
  mapfile -t sorted < <(printf '%s\n' "${runs[@]}" | sort -t'|' -k1,1g)
  IFS='|' read -r wall result nodes rss found proof <<<"${sorted[$((repeat / 2))]}"
  spread=${sorted[0]%%|*}-${sorted[$((repeat - 1))]%%|*}
  printf '%-16s %5s  %-30s %11s %8s %8s %8s %8s %15s\n' "$name" "$book" "$result" "$nodes" \
    "$wall" "$rss" "$found" "$proof" "$spread"
done
