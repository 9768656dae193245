#!/usr/bin/env bash
# Times the tsume solver on fixed problems of 1 to 19 plies (and, with --long, 煙詰 of 117 plies
# and 寿 of 611, with a 1 GB table and five minutes each):
# length, nodes, CPU seconds and nodes per second for each. Build a Release kifu first:
#   cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DKIFU_BUILD_TESTS=OFF
#   cmake --build build/release --target kifu_program
# Usage: bench/tsume_solver.sh [path/to/kifu] [--long]
set -euo pipefail
kifu=${1:-build/release/apps/kifu}
problems=(
  "4k4/9/4P4/9/9/9/9/9/9 b G 1"
  "6k2/5s3/5R3/5R3/9/9/9/9/9 b S 1"
  "7k1/5R3/5L3/9/9/9/9/9/9 b 2B 1"
  "6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS 1"
  "7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b - 1"
  "9/6k2/9/4+P1+B2/5+R1+b1/9/9/9/9 b N 1"
  "9/1kg6/1p7/3+R5/P+b1g5/2b6/9/9/9 b G2SN 1"
  "8l/6g1k/9/5+R3/4B4/9/9/9/9 b GP 1"
)
if [[ "${2:-}" == "--long" ]]; then
  problems+=("k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1"
             "g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b 4P3n 1")
fi
printf '%-8s %10s %8s %10s %7s  %s\n' result nodes cpu_s nodes/s rss_MB sfen
for sfen in "${problems[@]}"; do
  limits=(--memory 256)
  [[ "$sfen" == k1+P4n1* ]] && limits=(--memory 1024 --time-limit 300)
  [[ "$sfen" == g3p3* ]] && limits=(--memory 1024 --time-limit 300)
  out=$( { /usr/bin/time -f 'cpu %U %S rss %M' "$kifu" tsume solve "${limits[@]}" --sfen "$sfen"; } 2>&1 )
  result=$(printf '%s\n' "$out" | grep -E '^(mate|nomate|unknown)' | tail -1 | tr ' ' '_')
  rss=$(printf '%s\n' "$out" | awk '/^cpu/ {printf "%d", $5 / 1024}')
  nodes=$(printf '%s\n' "$out" | awk '/^info nodes/ {print $3}')
  cpu=$(printf '%s\n' "$out" | awk '/^cpu/ {printf "%.2f", $2 + $3}')
  nps=$(awk -v n="$nodes" -v c="$cpu" 'BEGIN { if (c > 0) printf "%d", n / c; else print "-" }')
  printf '%-8s %10s %8s %10s %7s  %s\n' "$result" "$nodes" "$cpu" "$nps" "$rss" "$sfen"
done
