"""Writes the training data of every game record in a folder (KIF, KI2, CSA, JKF) as HCPE rows
for dlshogi and cshogi, or PSV rows for YaneuraOu's learner, leaving out draws and short games.
Each game left out is reported as a warning.

    python3 export_training.py FOLDER OUT.hcpe|OUT.psv [MIN_PLIES]
"""
import os
import sys

import kifu


def main(folder, out, min_plies="20"):
    paths = sorted(os.path.join(folder, name) for name in os.listdir(folder)
                   if name.lower().endswith((".kif", ".kifu", ".ki2", ".csa", ".jkf")))
    export = kifu.export_psv if out.endswith(".psv") else kifu.export_hcpe
    rows = export(paths, keep_draws=False, min_plies=int(min_plies))
    if os.path.exists(out):
        sys.exit(f"{out} exists: give another name")
    rows.tofile(out)
    print(f"{len(rows)} rows of {rows.dtype.itemsize} bytes from {len(paths)} files")
    return len(rows)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(*sys.argv[1:])
