#!/usr/bin/env bash
# Reads the same Shift_JIS KIF files with kifu and with OpenShogiLib (Debian libosl-dev), in the
# same run, single thread, and prints records/s for each and the ratio.
# Usage: bench/side_by_side_osl.sh [SECONDS] [FILE...]   (default: the 117-move ryuou game, 3 s)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-3}
shift || true
files=("$@")
((${#files[@]})) || files=(tests/data/kif/jkf_ryuou201409020101.kif)

if ! dpkg-query -W -f='${Status}' libosl-dev 2>/dev/null | grep -q "ok installed"; then
  echo "installing libosl-dev (OpenShogiLib) for the comparison"
  ${SUDO:-} apt-get install -y -qq --no-install-recommends libosl-dev >/dev/null
fi
scripts/setup >/dev/null
cmake --preset bench >/dev/null
cmake --build --preset bench -j "$(nproc)" >/dev/null
mkdir -p build/bench/osl
g++ -std=c++17 -O2 -DOSL_SMP bench/osl_read_kif_files.cpp -losl -o build/bench/osl/osl_read_kif_files

ours=$(build/bench/bench/read_kif_files "$seconds" "${files[@]}")
theirs=$(build/bench/osl/osl_read_kif_files "$seconds" "${files[@]}")
echo "$ours"
echo "$theirs"
awk -v a="$(echo "$ours" | awk '{print $2}')" -v b="$(echo "$theirs" | awk '{print $2}')" \
  'BEGIN{printf "ratio kifu / OpenShogiLib: %.1f\n", a / b}'
