"""Tsume: search a database of T-BASE sets by move sequence and fields, and solve problems.

    index = kifu.tsume.Index("tsume.kidx")          # or Index(["a.dia", "b.dia"])
    query = {"moves": [{"patterns": [{"text": "同　桂成"}]}], "info": {"move_count": {"max": 9}}}
    for problem in index.search(query):
        print(problem.number, problem.author, problem.sfen)
    result = kifu.tsume.solve("4k4/9/4P4/9/9/9/9/9/9 b G 1", time_limit=5)
    result.status, result.plies, [m.usi for m in result.line]
"""
from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _kifu
from . import ParseError, Position, _finite, _flag, _report, _shown_name, _whole

__all__ = ["Index", "Problem", "SolveResult", "SolveStep", "solve"]


@dataclass(frozen=True)
class Problem:
    """A problem of an index: its fields, start position (SFEN) and resolved solution (USI)."""
    index: int
    set: str
    number: int
    author: str
    title: str
    source: str
    published: str
    original_source: str
    article: str
    comment: str
    move_count: Optional[int]
    originality: Optional[str]
    jissen_type: Optional[str]
    completeness: Optional[str]
    king_square: Optional[Tuple[int, int]]
    sfen: str
    solution: List[str] = field(default_factory=list)
    solved: bool = False
    checkmate: bool = False
    final_pieces: int = 0

    def position(self) -> Position:
        """The start position, the attacker (black) to move."""
        return Position(self.sfen)


class Index:
    """Tsume problems ready for search: an index file written by `kifu tbase index`, or T-BASE .dia
    files (each with the .tjn and .rem beside it, when there are)."""

    def __init__(self, source: Union[str, os.PathLike, Sequence[Union[str, os.PathLike]]], *,
                 threads: int = 0, warnings: str = "warn") -> None:
        if isinstance(source, (bytes, bytearray, memoryview)):
            raise TypeError("an Index is opened from the path of an index file or of .dia "
                            "files, not from bytes")
        paths = [source] if isinstance(source, (str, os.PathLike)) else list(source)
        if not paths:
            raise ValueError("give an index file or at least one .dia file")
        if len(paths) == 1 and _is_index(paths[0]):
            db, diagnostics = _kifu._open_index(os.fspath(paths[0]))
        else:
            sets = []
            for path in paths:
                path = os.fspath(path)
                stem = os.path.splitext(path)[0]
                with open(path, "rb") as f:
                    dia = f.read()
                sets.append((_shown_name(os.path.basename(stem)), _shown_name(path), dia,
                             _companion(stem, ".tjn"), _companion(stem, ".rem")))
            db, diagnostics = _kifu._load_sets(sets, _whole("threads", threads, 0, 1024))
        # A damaged record is skipped and said, the others kept, as tbase.read does; ParseError
        # only when nothing could be loaded.
        if db is None or (len(db) == 0 and any(d.severity == "error" for d in diagnostics)):
            raise ParseError("\n".join(str(d) for d in diagnostics) or "no database", diagnostics)
        _report(diagnostics, warnings, errors_too=True)
        self._db = db
        self._warnings = warnings
        self.diagnostics = diagnostics

    def __len__(self) -> int:
        return len(self._db)

    def __getitem__(self, i: int) -> Problem:
        i = _whole("an Index's index", i, -len(self))
        if not -len(self) <= i < len(self):
            raise IndexError("no such problem")
        return Problem(**self._db.problem(i % len(self)))

    def search(self, query: Union[Dict[str, Any], str], *, threads: int = 0) -> List[Problem]:
        """The problems that satisfy `query` (a dict, or the JSON text of `kifu search --query`),
        in order; ParseError naming a malformed pattern or key."""
        text = query if isinstance(query, str) else json.dumps(query, ensure_ascii=False)
        hits, diagnostics = self._db.search(text, _whole("threads", threads, 0, 1024))
        errors = [d for d in diagnostics if d.severity == "error"]
        if errors:
            raise ParseError("\n".join(str(d) for d in errors), diagnostics)
        _report(diagnostics, self._warnings)  # a moves query over sets without solutions …
        return [Problem(**self._db.problem(i)) for i in hits]


def _is_index(path) -> bool:
    with open(path, "rb") as f:
        return f.read(8) == b"KIFUTIDX"


def _companion(stem: str, extension: str) -> bytes:
    for candidate in (stem + extension, stem + extension.upper()):
        if os.path.exists(candidate):
            with open(candidate, "rb") as f:
                return f.read()
    return b""


@dataclass(frozen=True)
class SolveStep:
    """One step of a solve, finished: `what` ("any_mate", "shorter_first_look" within `bound`
    plies by a short search from the root, "shorter_along_proof" within `bound` plies along the
    last proof, "shorter_mate" within `bound` plies, "longest_line" or "table_line"), its status
    ("proved": a mate or line of `plies` plies, "disproved": none, "unknown": a limit stopped it,
    or the first look or the walk along the proof found none), positions searched and seconds.
    str() gives it in a sentence."""
    what: str
    bound: int
    status: str
    plies: int
    nodes: int
    elapsed: float
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class SolveResult:
    """What the solver found: status ("proved", "disproved", "unknown" or "invalid"), the
    mate's length in plies and its line (kifu.Move), whether the length is proved shortest,
    positions searched, seconds, what a limit left undone (empty when nothing), and the steps
    the solver took (SolveStep: the first mate, each search for a shorter one, the line)."""
    status: str
    plies: int
    line: list
    shortest: bool
    nodes: int
    elapsed: float
    shortfall: str
    steps: list

    def __bool__(self) -> bool:
        return self.status == "proved"


def solve(position: Union[str, Position], *, time_limit: float = 10.0, node_limit: int = 0,
          memory_mb: int = 256, threads: int = 1, shortest: bool = True,
          count: str = "strict") -> SolveResult:
    """Solves a tsume problem (an SFEN, `position …` text or a Position; the defender holds
    every piece not on the board or in the attacker's hand). `count` is "strict" (every legal
    defence counts) or "tsume" (the books': futile drop interpositions do not). With
    `shortest=False` the first mate proved is the answer, its proof measured again: its length
    is often less than the search first found, and its line as long. `threads` (1 to 1024)
    search at once on one table. `time_limit` is seconds (0: none), `node_limit` positions (0:
    none); Ctrl-C (KeyboardInterrupt) stops the search. ValueError when the position is not a
    tsume problem (the attacker to move, both kings …) or a limit is out of its range;
    MemoryError when a table of `memory_mb` cannot be had."""
    if position is None:
        raise TypeError("solve takes the problem: an SFEN, a position line or a Position")
    if not isinstance(position, Position):
        position = Position(position)
    result, diagnostics = _kifu._solve(position, _finite("time_limit", time_limit, 0),
                                       _whole("node_limit", node_limit, 0),
                                       _whole("memory_mb", memory_mb, 1, 2**30),
                                       _whole("threads", threads, 1, 1024),
                                       _flag("shortest", shortest),
                                       count.lower() if isinstance(count, str) else count,
                                       threading.current_thread() is threading.main_thread())
    if result["status"] == "invalid":
        raise ValueError("; ".join(d.message for d in diagnostics) or "not a tsume problem")
    result["steps"] = [SolveStep(**step) for step in result["steps"]]
    return SolveResult(**result)
