"""Go boards: read from SGF (the main line played) or from a board drawn as text, and drawn back.

    board = kifu.go.read("game.sgf")      # or a text board: FIGOM, GNU Go's showboard, …
    print(board.text("unicode")); board.sgf(); board.svg()
"""
from __future__ import annotations

import os
from typing import Union

from . import _kifu
from ._kifu import GoBoard
from . import _checked, _source_bytes

__all__ = ["GoBoard", "read"]


def read(source: Union[str, bytes, os.PathLike], *, warnings: str = "warn") -> GoBoard:
    """The board of an SGF game after its main line, or of the first board drawn in a text
    (UTF-8 or Shift_JIS). ParseError for an illegal move or no board; what was guessed or left
    out is a warning."""
    data, name = _source_bytes(source, {".sgf": "sgf", ".txt": "text"})
    board, diagnostics = _kifu._read_go(data, name)
    return _checked(board, diagnostics, warnings, "board")
