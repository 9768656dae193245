#!/usr/bin/env bash
# The tsume search benchmark beside its floor: writes the generated 256,592-problem database
# (26 T-BASE sets made from the fixtures), runs bench_search (load + annotate, then queries), and
# times a plain `grep -E -c` over the per-move lines that `kifu search --dump-moves` prints, once
# per pattern of the 七種合 + 六種不成 query.
# Usage: bench/search_vs_grep.sh [WORKDIR]   (default build/bench/search-db)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-build/bench/search-db}
scripts/setup >/dev/null
for preset in bench release; do  # release builds the kifu program
  cmake --preset $preset >/dev/null
  cmake --build --preset $preset -j "$(nproc)" >/dev/null
done
mkdir -p "$work"

python3 bench/make_search_db.py "$work"

build/bench/bench/bench_search --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
  2>/dev/null | grep -E "median|Benchmark"
build/release/apps/kifu search --dump-moves "$work"/set*.dia 2>/dev/null > "$work/moves.txt"
echo "per-move lines: $(wc -l < "$work/moves.txt") lines, $(du -h "$work/moves.txt" | cut -f1)"
start=$(date +%s.%N)
for p in '歩打,2' '香打,2' '桂打,2' '銀打,2' '金打,2' '角打,2' '飛打,2' \
  '歩\([0-9][0-9]\)(,[0-9]){6},1' '香\([0-9][0-9]\)(,[0-9]){6},1' '桂\([0-9][0-9]\)(,[0-9]){6},1' \
  '銀\([0-9][0-9]\)(,[0-9]){6},1' '角\([0-9][0-9]\)(,[0-9]){6},1' '飛\([0-9][0-9]\)(,[0-9]){6},1'; do
  grep -E -c "$p" "$work/moves.txt" >/dev/null || true
done
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN{printf "grep floor: 13 passes of grep -E over the lines: %.0f ms\n", (e - s) * 1000}'
