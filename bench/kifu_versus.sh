#!/usr/bin/env bash
# Two builds of the kifu program side by side, to show a change costs no time: `kifu sfen` end to
# end over the 1,000 games of sfen_end_to_end.sh (Shift_JIS KIF, UTF-8 KIF, CSA; --threads 1)
# and `kifu --version` start-up, each run alternately by the two programs (so that both see the
# same machine), 11 rounds. Prints the median wall time of each and the ratio NEW / OLD.
# Usage: bench/kifu_versus.sh OLD_KIFU NEW_KIFU [WORKDIR]
#   (WORKDIR default build/bench/sfen-end-to-end, made by bench/sfen_end_to_end.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2 work=${3:-build/bench/sfen-end-to-end}
if [[ ! -f $work/csa/game0999.csa ]]; then
  echo "kifu_versus: no games in $work; run bench/sfen_end_to_end.sh first" >&2
  exit 2
fi
python3 - "$old" "$new" "$work" <<'PY'
import glob, statistics, subprocess, sys, time
old, new, work = sys.argv[1:4]

def wall(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000

def compare(label, args, rounds=11, repeat=1):
    times = {old: [], new: []}
    for _ in range(rounds):
        for program in (old, new):
            times[program].append(sum(wall([program] + args) for _ in range(repeat)) / repeat)
    a, b = statistics.median(times[old]), statistics.median(times[new])
    print(f"{label:<24} old {a:8.2f} ms   new {b:8.2f} ms   new/old {b / a:5.3f}")

print(f"load average {open('/proc/loadavg').read().split()[:3]}")
for ext in ("kif", "kifu", "csa"):
    files = sorted(glob.glob(f"{work}/{ext}/*.{ext}"))
    compare(f"sfen, {ext}, --threads 1", ["sfen", "--threads", "1"] + files)
compare("--version (start-up)", ["--version"], rounds=21, repeat=20)
PY
