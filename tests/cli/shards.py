"""kifu tbase verify spread out: four shards run by GNU parallel, merged by a numeric sort on the
index, give what one run gives; a run resumed from a file it left with a half-written line
gives it too; a file it did not write, or wrote for another set, is refused and left as it is. Usage: shards.py KIFU DATA_DIR WORK_DIR. Skipped (exit 0 with a note) without
GNU parallel."""
import json
import os
import re
import shutil
import subprocess
import sys

from checks import check, finish

kifu, data, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def without_times(lines):
    """The JSON lines without their wall times, the one thing that differs from run to run."""
    rows = [json.loads(line) for line in lines if line]
    for row in rows:
        row.pop("seconds")
    return rows


# Twelve works of classics.dia that the solver settles in milliseconds (330 bytes each), with
# the solutions beside them.
with open(os.path.join(data, "tbase", "classics.dia"), "rb") as f:
    works = [f.read(330) for _ in range(9)]
dia = os.path.join(work, "set.dia")
with open(dia, "wb") as f:
    f.write(b"".join(works[3:9]) * 2)
shutil.copy(os.path.join(data, "tbase", "classics.tjn"), os.path.join(work, "set.tjn"))
verify = [kifu, "tbase", "verify", dia, "--threads", "1", "--memory", "16"]

whole = subprocess.run(verify + ["--format", "json"], capture_output=True, text=True)
check(whole.returncode == 0, f"one run: exit {whole.returncode} ({whole.stderr.strip()})")
expected = without_times(whole.stdout.splitlines())
check([row["index"] for row in expected] == list(range(12)), "one run: not the 12 works in order")

if shutil.which("parallel") is None:
    print("shards: GNU parallel not found; the sharded run is skipped")
else:
    shards = subprocess.run(
        ["parallel", "--halt", "now,fail=1"] + verify[:1] + verify[1:] +
        ["--shard", "{}/4", "--resume", os.path.join(work, "out-{}.jsonl"), ":::", "0", "1", "2",
         "3"], capture_output=True, text=True)
    check(shards.returncode == 0, f"parallel: exit {shards.returncode} ({shards.stderr.strip()})")
    merged = subprocess.run(
        "cat out-*.jsonl | sort -t: -k2,2n", shell=True, cwd=work, capture_output=True, text=True)
    check(without_times(merged.stdout.splitlines()) == expected,
          "four shards merged differ from one run")
    with open(os.path.join(work, "out-1.jsonl")) as f:
        check([json.loads(line)["index"] for line in f] == [1, 5, 9], "shard 1/4: not works 1 5 9")

# A run stopped after five works and in the middle of the sixth line, resumed.
resumed = os.path.join(work, "resumed.jsonl")
lines = whole.stdout.splitlines(keepends=True)
with open(resumed, "w") as f:
    f.write("".join(lines[:5]) + lines[5][:20])
again = subprocess.run(verify + ["--resume", resumed], capture_output=True, text=True)
check(again.returncode == 0, f"resume: exit {again.returncode} ({again.stderr.strip()})")
with open(resumed) as f:
    check(without_times(f.read().splitlines()) == expected, "the resumed run differs from one run")
# What the run added is said on standard error, the JSON lines having gone to the file.
added = len(expected) - 5
check(f"resumed.jsonl: note: {added} works added, 5 there already; of those added, " in again.stderr,
      f"resume: no note of the works added ({again.stderr.strip()})")

# What is not a shard or a file to resume.
for bad in ["4/4", "1", "a/b", "0/0"]:
    r = subprocess.run(verify + ["--shard", bad], capture_output=True, text=True)
    check(r.returncode == 2 and "give K/N" in r.stderr, f"--shard {bad}: exit {r.returncode}")
foreign = os.path.join(work, "foreign.jsonl")
with open(foreign, "w") as f:
    f.write("not json\n")
r = subprocess.run(verify + ["--resume", foreign], capture_output=True, text=True)
check(r.returncode == 1 and "foreign.jsonl:1: error: not a line of kifu tbase verify" in r.stderr,
      f"--resume of a foreign file: exit {r.returncode} ({r.stderr.strip()})")

# Files it did not write, or not for this set: refused, and left as they were.
refused = {
    "notes.jsonl": ("my notes, without an end of line", ":1: error: a last line without its end"),
    "twice.jsonl": ("".join(lines[:2] + lines[:1]), ":3: error: work 4 is written a second time"),
    "other.jsonl": (lines[0].replace('"number":4,', '"number":104,'),
                    "error: its works are not those of "),
    "beyond.jsonl": (re.sub(r'^\{"index":\d+,', '{"index":50,', lines[0]),
                     "error: its works are not those of "),
    "partial.jsonl": ('{"index":0,"number":4}\n', ":1: error: not a line of kifu tbase verify"),
}
for name, (text, message) in refused.items():
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(text)
    r = subprocess.run(verify + ["--resume", path], capture_output=True, text=True)
    check(r.returncode == 1 and message in r.stderr,
          f"--resume {name}: exit {r.returncode} ({r.stderr.strip()})")
    with open(path) as f:
        check(f.read() == text, f"--resume {name}: the file was changed")
r = subprocess.run(verify + ["--resume", work], capture_output=True, text=True)
check(r.returncode == 1 and "error: not a regular file" in r.stderr,
      f"--resume of a directory: exit {r.returncode} ({r.stderr.strip()})")

finish()
