"""Searches T-BASE sets for problems whose solution holds a move, then solves each one found and
says whether the solver's length agrees with the one the set states.

    python3 tsume_search.py MOVE_TEXT SET.dia [SET.dia …]     e.g. 1三銀打 classics.dia

A move reads as the search sees it: 1三銀打, 7一香成(72), 同　玉(91).
"""
import sys

import kifu


SECONDS = 10  # for each problem


def main(text, *sets):
    index = kifu.tsume.Index(list(sets))
    found = index.search({"moves": [{"patterns": [{"text": text}]}]})
    agreed = 0
    for problem in found:
        result = kifu.tsume.solve(problem.sfen, time_limit=SECONDS, count="tsume")
        same = result.status == "proved" and result.plies == problem.move_count
        agreed += same
        if result.status == "proved":
            verdict = f"{result.plies}手{'' if same else ' (differs)'}"
        else:  # a limit stopped it: no length to compare
            verdict = f"{result.status}, not decided within {SECONDS} s"
        print(f"{problem.set} {problem.number}: {problem.author.strip()} "
              f"{problem.move_count}手 — solver: {verdict}")
    return len(found), agreed


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
