"""T-BASE, the tsume database of the 全詰連 database committee: its .dia works and .tjn solutions.

    works = kifu.tbase.read("classics.dia")      # Work objects, typed fields
    works[0].author, works[0].move_count, works[0].completeness
    works[0].position().sfen()                   # the start position
    solutions = kifu.tbase.read("classics.tjn")  # Solution objects
    kifu.tbase.solution_moves(works[0], solutions[0])   # the moves, resolved
"""
from __future__ import annotations

import os
from typing import List, Optional, Union

from . import _kifu
from ._kifu import Solution, Work
from . import _checked, _report, _source_bytes, ParseError

__all__ = ["Solution", "Work", "read", "solution_moves"]

_KINDS = {".dia": "dia", ".tjn": "tjn"}


def read(source: Union[str, bytes, os.PathLike], format: Optional[str] = None, *,
         warnings: str = "warn") -> Union[List[Work], List[Solution]]:
    """The works of a .dia file or the solutions of a .tjn file (path or bytes, Shift_JIS). The
    kind comes from the extension unless `format` says "dia" or "tjn". A damaged record is
    reported and skipped: the others are read (a warning each through Python's warnings, or
    kept silent with warnings="keep"); ParseError only when nothing could be read."""
    data, name = _source_bytes(source, _KINDS)
    kind = format.lower() if isinstance(format, str) else _KINDS.get(
        os.path.splitext(name)[1].lower())
    if format is not None and kind not in ("dia", "tjn"):
        raise ValueError(f"format is 'dia' or 'tjn' (tbase.read reads works and solutions), "
                         f"not {format!r}")
    if kind not in ("dia", "tjn"):
        raise ValueError("say format='dia' or format='tjn' for data without a .dia or .tjn name")
    items, diagnostics = (_kifu._read_dia if kind == "dia" else _kifu._read_tjn)(data, name)
    if not items and any(d.severity == "error" for d in diagnostics):
        raise ParseError("\n".join(str(d) for d in diagnostics if d.severity == "error"),
                         diagnostics)
    # Record-level errors cost only their record: report them as warnings.
    _report(diagnostics, warnings, stacklevel=3, errors_too=True)
    return items


def solution_moves(work: Work, solution: Solution, *, warnings: str = "warn"):
    """The moves of `solution` resolved on `work`'s start position (a list of kifu.Move);
    ParseError naming the move that cannot be resolved or is illegal."""
    moves, _mate, diagnostics = _kifu._resolve_solution(work, solution)
    return _checked(moves, diagnostics, warnings, "solution")
