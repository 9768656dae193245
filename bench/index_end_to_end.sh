#!/usr/bin/env bash
# The tsume index end to end, as a user runs it (process start included): on the generated
# 256,592-problem database, the time to build the index and its size beside the .dia + .tjn,
# then each query of the set below over the index (median of 11 runs, each a new process),
# over the sets themselves (median of 3), and the floor: one `grep -E -c` per pattern over the
# per-move lines that `kifu search --dump-moves` prints.
# Usage: bench/index_end_to_end.sh [WORKDIR]   (default build/bench/search-db)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-build/bench/search-db}
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target kifu_program >/dev/null
mkdir -p "$work"
[[ -f $work/set26.dia ]] || python3 bench/make_search_db.py "$work"
kifu=build/release/apps/kifu

# median_ms RUNS COMMAND...: the median wall time of RUNS runs of COMMAND, in ms.
median_ms() {
  local runs=$1 times=()
  shift
  for ((i = 0; i < runs; ++i)); do
    local start end
    start=$(date +%s%N)
    "$@" >"$work/out.txt" 2>&1 || true  # not /dev/null: grep would stop at its first match
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

build=$(median_ms 3 "$kifu" tbase index "$work"/set*.dia -o "$work/db.kidx" --force)
sources=$(cat "$work"/set*.dia "$work"/set*.tjn | wc -c)
index=$(wc -c <"$work/db.kidx")
echo "build the index: ${build} ms (goal < 3000); index $((index / 1048576)) MiB," \
  "the .dia + .tjn $((sources / 1048576)) MiB (ratio $(awk -v i="$index" -v s="$sources" 'BEGIN{printf "%.2f", i/s}'))"
"$kifu" search --dump-moves "$work/db.kidx" 2>/dev/null >"$work/moves.txt"

seven='{"patterns": [{"regex": "歩打,2"}, {"regex": "香打,2"}, {"regex": "桂打,2"}, {"regex": "銀打,2"}, {"regex": "金打,2"}, {"regex": "角打,2"}, {"regex": "飛打,2"}]}'
six='{"patterns": [{"regex": "歩\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "香\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "桂\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "銀\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "角\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "飛\\(\\d\\d\\)(,\\d){6},1"}]}'
names=("七種合 AND 六種不成 (the seed query)" "七種合" "六種不成" "双方歩不成"
  "合駒 3 回以上 (token -***合)" "飛打 then 飛合, 3 times in order" "看寿 with 3 pieces at the end"
  "regex without a literal: ,1,0,0,1,1" "歩合 (歩打,2)" "金打 then 同, consecutive")
queries=("{\"moves\": [$seven, $six]}" "{\"moves\": [$seven]}" "{\"moves\": [$six]}"
  '{"moves": [{"patterns": [{"token": "+**歩不成"}, {"token": "-**歩不成"}]}]}'
  '{"moves": [{"patterns": [{"token": "-***合"}], "times": 3}]}'
  '{"moves": [{"order": "in_order", "times": 3, "patterns": [{"text": "飛打,1"}, {"text": "飛打,2"}]}]}'
  '{"info": {"author": {"regex": "看寿"}}, "diagram": {"final_pieces": {"max": 3}}}'
  '{"moves": [{"patterns": [{"regex": ",1,0,0,1,1$"}]}]}'
  '{"moves": [{"patterns": [{"regex": "歩打,2"}]}]}'
  '{"moves": [{"order": "consecutive", "patterns": [{"text": "金打,1"}, {"text": "同　"}]}]}')
greps=("歩打,2|香打,2|桂打,2|銀打,2|金打,2|角打,2|飛打,2" "歩打,2|香打,2|桂打,2|銀打,2|金打,2|角打,2|飛打,2"
  "(歩|香|桂|銀|角|飛)\([0-9][0-9]\)(,[0-9]){6},1" "歩\([0-9][0-9]\)(,[0-9]){6},1" "合" "飛打"
  "" ",1,0,0,1,1$" "歩打,2" "金打,1")
printf '%-40s %9s %9s %9s %8s\n' "query" "index ms" "sets ms" "grep ms" "found"
for k in "${!queries[@]}"; do
  q=${queries[$k]}
  on_index=$(median_ms 11 "$kifu" search "$work/db.kidx" -e "$q" --format numbers)
  on_sets=$(median_ms 3 "$kifu" search "$work"/set*.dia -e "$q" --format numbers)
  floor="-"
  if [[ -n ${greps[$k]} ]]; then floor=$(median_ms 3 grep -E -c "${greps[$k]}" "$work/moves.txt"); fi
  found=$("$kifu" search "$work/db.kidx" -e "$q" --format numbers 2>/dev/null | wc -l)
  printf '%-40s %9s %9s %9s %8s\n' "${names[$k]}" "$on_index" "$on_sets" "$floor" "$found"
done
