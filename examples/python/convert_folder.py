"""Converts every shogi record of a folder (KIF, KI2, CSA, JKF) to another format, beside it or in
another folder (each game of a file of several as NAME-1, NAME-2 …), and says what it could not
read.

    python3 convert_folder.py RECORDS/ csa [OUT/]
"""
import os
import sys

import kifu


def main(folder, to, out=None):
    out = out or folder
    os.makedirs(out, exist_ok=True)
    failed = 0
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        try:
            records = kifu.read_all(path, warnings="keep")
        except kifu.ParseError as e:  # each problem with its file, line and column
            print(e, file=sys.stderr)
            failed += 1
            records = e.records  # the file's other games, which read
            if not records:
                continue
        stem = os.path.splitext(name)[0]
        for k, record in enumerate(records, 1):  # a file of several games: NAME-1, NAME-2 …
            target = os.path.join(out, (stem if len(records) == 1 else f"{stem}-{k}") + "." + to)
            try:  # never over a file: the record itself, or one of another of the same name
                kifu.write(record, target, warnings="keep", overwrite=False)
            except FileExistsError:
                print(f"{path}: not written, {target} exists (the same name in another format, "
                      "or the record itself)", file=sys.stderr)
                failed += 1
                continue
            print(f"{path} → {target}: {len(record.moves)} moves")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:4]))
