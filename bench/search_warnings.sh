#!/usr/bin/env bash
# What warnings cost `kifu search` end to end: the generated 256,592-problem database clean, and
# the same database with two field warnings in every work (513,184 in all), searched by the
# release build with the default diagnostic summary and with --diagnostics none. Prints the
# median wall time of 5 runs of each and the ratios to the clean database.
# Usage: bench/search_warnings.sh [WORKDIR]   (default build/bench/search-warnings)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-build/bench/search-warnings}
scripts/setup >/dev/null
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" >/dev/null
mkdir -p "$work/clean" "$work/messy"
python3 bench/make_search_db.py "$work/clean"
python3 bench/make_search_db.py "$work/messy" --messy
kifu=build/release/apps/kifu

# median_ms LABEL ARGS...: runs `kifu search ARGS` 5 times, prints and returns the median in ms.
median_ms() {
  local label=$1 times=()
  shift
  for _ in 1 2 3 4 5; do
    local start end
    start=$(date +%s%N)
    "$kifu" search "$@" --text 飛打 --format numbers >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
  printf '%-34s %6d ms  (runs: %s)\n' "$label" "$median" "${times[*]}" >&2
  echo "$median"
}

clean=$(median_ms "clean" "$work"/clean/set*.dia)
summary=$(median_ms "messy, summary (the default)" "$work"/messy/set*.dia)
none=$(median_ms "messy, --diagnostics none" --diagnostics none "$work"/messy/set*.dia)
all=$(median_ms "messy, --diagnostics all" --diagnostics all "$work"/messy/set*.dia)
awk -v c="$clean" -v s="$summary" -v n="$none" -v a="$all" 'BEGIN {
  printf "messy / clean: summary %.2f, none %.2f, all %.2f\n", s / c, n / c, a / c }'
