"""Cerke (机戦) records in CKKA: read, checked, written canonically, as JSON, and their scores.

    record = kifu.cerke.read("game.ckka")
    record.ckka()          # canonical notation ⓪
    record.json()          # the record as JSON data (dicts and lists)
    record.scores()        # the score after each season, as rows of dicts
"""
from __future__ import annotations

import csv
import io
import json as _json
import os
from typing import Any, Dict, List, Union

from . import _kifu
from ._kifu import CerkeRecord
from . import _checked, _source_bytes

__all__ = ["CerkeRecord", "read"]


def read(source: Union[str, bytes, os.PathLike], *, notation: int = 0,
         warnings: str = "warn") -> CerkeRecord:
    """A CKKA record from a path, bytes or text (UTF-8), its semantic checks run. `notation`
    1, 2 or 3 also reads the specification's other notations. ParseError with every syntax
    error and its place; warnings through Python's warnings module (or kept, "keep")."""
    data, name = _source_bytes(source, {".ckka": "ckka", ".txt": "text"})
    record, diagnostics = _kifu._read_ckka(data.decode("utf-8", errors="replace"), name,
                                           str(notation))
    result = _checked(record, diagnostics, warnings, "record")
    result.diagnostics = diagnostics
    return result


def _json_data(self: CerkeRecord) -> Any:
    """The record as JSON data (what `kifu ckka json` writes)."""
    return _json.loads(self._json())


def _scores(self: CerkeRecord) -> List[Dict[str, str]]:
    """One row for each season that ended: season_index, season, declarer, rate, points,
    scores_after and hands (as `kifu ckka score` writes them)."""
    tsv, _diagnostics = self._scores()
    return list(csv.DictReader(io.StringIO(tsv), delimiter="\t"))


CerkeRecord.json = _json_data
CerkeRecord.scores = _scores
