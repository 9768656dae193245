#!/usr/bin/env bash
# Reads the same records with kifu and with OpenShogiLib (Debian libosl-dev), in the same run,
# single thread: the Shift_JIS KIF files, then the same games written as CSA (V2.2, Shift_JIS,
# by read_record_files --csa-from). Prints records per second of CPU time (steadier than wall
# time on a shared machine) for each, the median of 5 runs of SECONDS each, kifu and
# OpenShogiLib alternating, and the ratio.
# Usage: bench/side_by_side_osl.sh [SECONDS] [KIF_FILE...]   (default: the 117-move ryuou game, 2 s)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-2}
shift || true
kif_files=("$@")
((${#kif_files[@]})) || kif_files=(tests/data/kif/jkf_ryuou201409020101.kif)

if ! dpkg-query -W -f='${Status}' libosl-dev 2>/dev/null | grep -q "ok installed"; then
  echo "installing libosl-dev (OpenShogiLib) for the comparison"
  ${SUDO:-} apt-get install -y -qq --no-install-recommends libosl-dev >/dev/null
fi
scripts/setup >/dev/null
cmake --preset bench >/dev/null
cmake --build --preset bench -j "$(nproc)" >/dev/null
out=build/bench/osl
mkdir -p "$out"
g++ -std=c++17 -O2 -DOSL_SMP bench/osl_read_record_files.cpp -losl -o "$out/osl_read_record_files"
ours=build/bench/bench/read_record_files theirs=$out/osl_read_record_files

csa_files=()
for f in "${kif_files[@]}"; do
  csa=$out/$(basename "${f%.*}").csa
  "$ours" --csa-from "$f" "$csa"
  csa_files+=("$csa")
done

# The median records/s of 5 runs of each program on the files; one line a program, then the ratio.
side_by_side() {
  local format=$1 a=() b=() i
  shift
  for i in 1 2 3 4 5; do
    a+=("$("$ours" "$seconds" "$@" | awk '{print $2}')")
    b+=("$("$theirs" "$seconds" "$@" | awk '{print $2}')")
  done
  median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }
  local ma mb
  ma=$(median "${a[@]}") mb=$(median "${b[@]}")
  printf '%-4s kifu %8d records/s   OpenShogiLib %8d records/s   ratio %.1f   (runs: kifu %s; OSL %s)\n' \
    "$format" "$ma" "$mb" "$(awk -v a="$ma" -v b="$mb" 'BEGIN{print a / b}')" "${a[*]}" "${b[*]}"
}
echo "$("$ours" 0.000001 "${kif_files[0]}" | sed -E 's/.*\((.*)\)/\1/') in ${kif_files[0]}; medians of 5 runs of ${seconds} s"
side_by_side KIF "${kif_files[@]}"
side_by_side CSA "${csa_files[@]}"
