"""Draws the position after a move of a record as an SVG diagram (in a notebook the position
itself shows as the picture), and prints it as text.

    python3 draw_position.py GAME.kif PLY OUT.svg
"""
import sys

import kifu


def main(path, ply, out):
    record = kifu.read(path)
    position = record.positions()[int(ply)]
    last = record.moves[int(ply) - 1] if int(ply) > 0 else None
    with open(out, "w", encoding="utf-8") as f:
        f.write(position.svg(last_move=last))
    print(position)  # a text diagram
    print(position.sfen())


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
