"""Pekzep numerals, the numbers of cerke (机戦) records: 下二十五 is -25, 四百 400.

    kifu.pekzep.parse("下二十五") == -25
    kifu.pekzep.format(1234) == "十二百三四"
"""
from __future__ import annotations

from . import _kifu
from . import ParseError

__all__ = ["format", "parse"]


def parse(text: str) -> int:
    """The value of a Pekzep numeral (or arabic digits); ParseError whose diagnostic's column
    points at the first character that does not fit, or for a value outside 32 bits."""
    value, diagnostics = _kifu._pekzep_parse(text)
    if value is None:
        raise ParseError("\n".join(str(d) for d in diagnostics) or "not a numeral", diagnostics)
    return value


def format(value: int) -> str:  # noqa: A001  (the module's verb)
    """The canonical Pekzep numeral of a 32-bit integer."""
    if not -2**31 <= value < 2**31:
        raise ValueError("a Pekzep numeral holds a 32-bit integer")
    return _kifu._pekzep_format(value)
