"""kifu: read, convert and draw shogi game records, at C++ speed.

    import kifu
    record = kifu.read("game.kif")          # KIF, KI2, CSA, JKF or USI, found from the bytes
    record.headers["先手"], record.moves[0].usi, record.result
    for position in record.positions():      # the start, then after each move
        print(position.sfen())
    kifu.write(record, "game.csa")           # the format from the extension
    board = kifu.Position()                  # the initial position
    board.push_usi("7g7f"); board.is_check(); board.pop()

Errors raise kifu.ParseError, whose .diagnostics say where (file, line, column) and what;
warnings go through Python's warnings module as kifu.KifuWarning (or are only kept in
record.diagnostics, with warnings="keep"). The library never prints.
"""
from __future__ import annotations

import errno
import operator
import os
import types as _types
import warnings as _warnings
from typing import List, Optional, Sequence, Union

from . import _kifu
from ._kifu import (Color, Diagnostic, Move, Position, Record, __version__, move_from_move16,
                    move_from_psv_move16, position_from_hcp, position_from_packed_sfen)

__all__ = [
    "Color", "Diagnostic", "HCPE_DTYPE", "KifuWarning", "Move", "PSV_DTYPE", "ParseError",
    "Position", "Record", "Variation", "export_hcpe", "export_psv", "move_from_move16",
    "move_from_psv_move16", "position_from_hcp", "position_from_packed_sfen", "read",
    "read_all", "write", "__version__", "cerke", "go", "pekzep", "tbase", "tsume",
]

Source = Union[str, bytes, os.PathLike]

_FORMATS = ("kif", "ki2", "csa", "jkf", "usi", "sfen")
_EXTENSIONS = {".kif": "kif", ".kifu": "kif", ".ki2": "ki2", ".ki2u": "ki2", ".csa": "csa",
               ".jkf": "jkf", ".json": "jkf", ".usi": "usi", ".sfen": "usi"}


class ParseError(ValueError):
    """A record that could not be read whole. .diagnostics: every problem found, each with
    file, line, column, code, severity and message; .record: what was read before the first
    error (None when nothing was); .records: from read_all, every other record of the source,
    read without error (one bad record costs no other)."""

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = (),
                 record: Optional[Record] = None, records: Sequence[Record] = ()) -> None:
        super().__init__(message)
        self.diagnostics = list(diagnostics)
        self.record = record
        self.records = list(records)

    def __reduce__(self):
        # Pickled (a worker process's error on its way to the pool) with its message and
        # diagnostics; the records read, which live in C++, stay behind.
        return (ParseError, (str(self), self.diagnostics))


class KifuWarning(UserWarning):
    """Something in a record kifu read or wrote that is not an error (a header it kept under
    another name, what a format cannot hold: variations in CSA, times in KI2, …). A character
    Shift_JIS cannot hold is an error: write raises ValueError and writes nothing."""


def _format_name(format: Optional[str]) -> str:
    if format is None:
        return ""
    name = format.lower()
    if name not in _FORMATS:
        raise ValueError(f"the format is one of {', '.join(_FORMATS)}, not {format!r}")
    return name


def _lines(text: str) -> bool:
    """Whether a text holds a line end (LF, or CR as old Macintosh files end lines): a record's
    text, never a file's name."""
    return "\n" in text or "\r" in text


def _names_a_file(text: str, extensions) -> bool:
    """True when a text of one line is a file's name, not a record: it holds a path's separator
    or ends in one of `extensions`, and is no SFEN or USI position line (whose '/' make no
    path), nor JSON (a JKF record on one line, as json.dumps writes it)."""
    if _lines(text) or text.lstrip().startswith("{"):
        return False
    words = text.split()
    if words and (words[0] in ("position", "sfen", "startpos") or
                  (words[0].count("/") == 8 and len(words) >= 2 and words[1] in ("b", "w"))):
        return False
    return os.sep in text or os.path.splitext(text)[1].lower() in extensions


def _shown_name(path) -> str:
    """A path as diagnostics show it, in UTF-8: a name that is not (a Shift_JIS name unpacked
    from a Windows archive, which Python holds with surrogates) shows U+FFFD for its odd bytes."""
    return os.fsencode(path).decode("utf-8", "replace")


def _is_file_source(source) -> bool:
    """Whether a source is read from a file: a path object, or a text of one line naming one."""
    return isinstance(source, os.PathLike) or (
        isinstance(source, str) and not _lines(source) and os.path.isfile(source))


def _source_bytes(source: Source, extensions=_EXTENSIONS):
    """The bytes of a source and the name diagnostics give it; a text with no newline that
    names a missing file (a path, or a name ending in one of `extensions`) is an error."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "<bytes>"
    if _is_file_source(source):
        with open(source, "rb") as f:
            return f.read(), _shown_name(source)
    if isinstance(source, str):
        if not _lines(source) and os.path.isdir(source):
            raise IsADirectoryError(errno.EISDIR, "is a directory: give a file in it", source)
        if _names_a_file(source, extensions):  # a missing file is an error, not a text to read
            raise FileNotFoundError(errno.ENOENT, "No such file", source)
        return source.encode("utf-8"), "<text>"
    raise TypeError(f"a record is read from a path, bytes or text, not {type(source).__name__}")


def _whole(name: str, value, least: int, most: Optional[int] = None) -> int:
    """`value`, the whole number given for parameter `name`, when it lies within [least, most];
    TypeError or ValueError naming the parameter otherwise (before C++ sees it)."""
    # Any integer type (numpy's too) through __index__; a bool or a float is refused.
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} is a whole number, not {type(value).__name__} {value!r}")
    value = operator.index(value)
    if value < least or (most is not None and value > most):
        bound = f"{least} to {most}" if most is not None else f"{least} or more"
        raise ValueError(f"{name} is {bound}, not {value}")
    return value


def _flag(name: str, value) -> bool:
    """`value`, given for the flag `name`, when it is a bool (Python's or numpy's); TypeError
    otherwise: 'no' or None would read as true or false without being either."""
    if not isinstance(value, bool) and type(value).__name__ != "bool_":
        raise TypeError(f"{name} is True or False, not {type(value).__name__} {value!r}")
    return bool(value)


def _finite(name: str, value, least: Optional[float] = None) -> float:
    """`value`, the number given for parameter `name`, when it is finite (and at least `least`);
    TypeError or ValueError naming the parameter otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} is a number, not {value!r}")
    if value != value or value in (float("inf"), float("-inf")) or \
            (least is not None and value < least):
        bound = "" if least is None else f", {least:g} or more"
        raise ValueError(f"{name} is a finite number{bound}, not {value!r}")
    return float(value)


def _report(diagnostics: Sequence[Diagnostic], warnings: str, stacklevel: int = 3,
            errors_too: bool = False) -> None:
    """Says the warnings among `diagnostics` (and the errors, `errors_too`) as `warnings` asks:
    'warn' through Python's warnings module, 'keep' (or 'ignore') in the object only, 'error'
    raising the first as a KifuWarning."""
    if warnings not in ("warn", "keep", "ignore", "error"):
        raise ValueError(f"warnings is 'warn', 'keep', 'ignore' or 'error', not {warnings!r}")
    said = [d for d in diagnostics if errors_too or d.severity != "error"]
    if warnings == "error" and said:
        raise KifuWarning(str(said[0]))
    if warnings == "warn":
        for d in said:
            _warnings.warn(str(d), KifuWarning, stacklevel=stacklevel)


def _checked(value, diagnostics: Sequence[Diagnostic], warnings: str, what: str):
    """`value` when the diagnostics hold no error (warnings reported as `warnings` says);
    ParseError otherwise."""
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors or value is None:
        raise ParseError("\n".join(str(d) for d in errors) or f"no {what}", diagnostics)
    _report(diagnostics, warnings, stacklevel=4)
    return value


def _read_results(source: Source, format: Optional[str], lenient: bool):
    """The records of a source as C++ read them: (kind, name, [(record or None, diagnostics)])."""
    results = None
    if isinstance(source, os.PathLike) or (isinstance(source, str) and not _lines(source) and
                                           not source.lstrip().startswith("{")):
        # A path is read in C++ (the GIL released); a text of one line that names no file
        # is read as a record, unless it looks like a path. JSON on one line (JKF as
        # json.dumps writes it) is never a path.
        name = os.fspath(source)
        try:
            # A name C++ cannot take as UTF-8 is read here, below, under the name it shows.
            if isinstance(name, str) and _shown_name(name) == name:
                kind, description, results = _kifu._read_record_file(name, _format_name(format),
                                                                     lenient)
        except OSError as error:
            too_long = error.errno == errno.ENAMETOOLONG
            if not isinstance(error, FileNotFoundError) and not too_long:
                raise
            if isinstance(source, os.PathLike) or (not too_long and
                                                   _names_a_file(source, _EXTENSIONS)):
                raise
    if results is None:
        data, name = _source_bytes(source)
        kind, description, results = _kifu._read_records(data, _format_name(format), name,
                                                         lenient)
        if isinstance(source, str) and not _is_file_source(source):
            # Text is characters already: the encoding its first line declares (that of the file
            # it was decoded from) is no longer the bytes', and no mistake.
            results = [(record, [d for d in diagnostics if d.code != "encoding.declared-mismatch"])
                       for record, diagnostics in results]
    if not results:
        raise ParseError(f"{name}: {description}, not a shogi record: kifu.read reads KIF, KI2, "
                         "CSA, JKF and USI records")
    return kind, name, results


def _record_of(kind: str, name: str, record, diagnostics, lenient: bool):
    """The record with its diagnostics and format; the ParseError of its errors instead (none
    with `lenient` but a record that could not be read at all)."""
    errors = [d for d in diagnostics if d.severity == "error"]
    if record is not None:
        record.diagnostics = diagnostics
        record.format = kind
    if (errors and not lenient) or record is None:
        return ParseError("\n".join(str(d) for d in errors) or f"{name}: no record",
                          diagnostics, record)
    return record


def read_all(source: Source, format: Optional[str] = None, *, lenient: bool = False,
             warnings: str = "warn") -> List[Record]:
    """Every record of a file, bytes or text: several for a CSA file divided by `/` lines or a
    KIF file divided by `#--separator--` lines, or USI text (a record a line). The format is
    found from the bytes unless `format` names it (kif, ki2, csa, jkf, usi; a format that is not
    the bytes' is a ValueError, but kif and ki2 name one reader, which reads both). `lenient`
    keeps illegal moves (flagged, with an error each) instead of ending the line there.
    `warnings` says what becomes of the warnings, which every record keeps in .diagnostics:
    'warn' (Python's warnings module, as KifuWarning), 'keep' or 'ignore' (nothing more), 'error'
    (the first raised as a KifuWarning). Raises ParseError for the first record with an error:
    its .record holds what was read of it, its .records every other record."""
    kind, name, results = _read_results(source, format, lenient)
    records: List[Record] = []
    failure: Optional[ParseError] = None  # the first record with an error
    for record, diagnostics in results:
        one = _record_of(kind, name, record, diagnostics, lenient)
        if isinstance(one, ParseError):
            failure = failure or one
            continue
        _report(diagnostics, warnings)
        records.append(one)
    if failure is not None:
        failure.records = records
        raise failure
    return records


def read(source: Source, format: Optional[str] = None, *, lenient: bool = False,
         warnings: str = "warn") -> Record:
    """The first record of a file, bytes or text (see read_all): the records after it are not
    its concern, and an error in one of them does not stop it."""
    kind, name, results = _read_results(source, format, lenient)
    record, diagnostics = results[0]
    one = _record_of(kind, name, record, diagnostics, lenient)
    if isinstance(one, ParseError):
        raise one
    _report(diagnostics, warnings)
    return one


def _record_write(self: Record, format: str = "kif", *, warnings: str = "warn") -> str:
    """The record as text (UTF-8) in a format: kif, ki2, csa, jkf or usi. What the format cannot
    hold is reported as a warning (CSA has no variations, KI2 no times, …)."""
    text, diagnostics = _kifu._write_text(self, _format_name(format) or "kif")
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors:
        raise ValueError("\n".join(str(d) for d in errors))
    _report(diagnostics, warnings)
    return text


Record.write = _record_write

_headers_copy = Record.headers


# The headers as a mapping that refuses to be changed: `record.headers["先手"] = "…"` changed a
# copy in silence; set_header changes the record.
Record.headers = property(
    lambda self: _types.MappingProxyType(_headers_copy.fget(self)),
    doc="the headers, {'先手': '…', '開始日時': '…'} (the first of a repeated key), read-only: "
        "change them with set_header")


def _record_format(record: Record) -> str:
    """The format a record is written in to be read back the same: the one it was read from."""
    kind = str(getattr(record, "format", "kif")).lower()
    return kind if kind in ("kif", "ki2", "csa", "jkf", "usi") else "kif"


def _record_bytes(record: Record) -> bytes:
    """The record in the format and encoding it was read from (UTF-8 when a header set since
    has a character Shift_JIS lacks)."""
    kind = _record_format(record)
    if record.encoding == "shift_jis" and kind not in ("jkf", "usi"):
        data, diagnostics = _kifu._file_bytes(record, kind, False)
        if not any(d.severity == "error" for d in diagnostics):
            return data
    return _kifu._file_bytes(record, kind, True)[0]


def _record_from_bytes(data: bytes, kind: str, format_name, diagnostics) -> Record:
    """A record read back from _record_bytes, with the format and diagnostics of the first."""
    record = _kifu._read_records(data, kind, "<copy>", True)[2][0][0]
    record.format = format_name
    record.diagnostics = list(diagnostics)
    return record


def _record_reduce(self: Record):
    return (_record_from_bytes, (_record_bytes(self), _record_format(self),
                                 getattr(self, "format", None), getattr(self, "diagnostics", [])))


def _record_state(record: Record):
    """What record equality compares: everything a Record shows but where it came from."""
    return (record.headers, record.start.sfen(), [m.usi for m in record.moves], record.result,
            record.comments, record.result_comments,
            [(v[0], [m.usi for m in v[1]], v.comments, v.result) for v in record.variations])


def _record_eq(self: Record, other: object):
    if not isinstance(other, Record):
        return NotImplemented
    return _record_state(self) == _record_state(other)


# A record pickles (to and from a worker process) and copies by the text of the format it was
# read from, which holds all it shows; it compares by what it shows. It is not hashable: its
# headers and comments can change.
Record.__reduce__ = _record_reduce
Record.__copy__ = lambda self: _record_from_bytes(*_record_reduce(self)[1])
Record.__deepcopy__ = lambda self, memo: _record_from_bytes(*_record_reduce(self)[1])
Record.__eq__ = _record_eq
Record.__hash__ = None  # type: ignore[assignment]


def _refuse_new(cls, *args, **kwargs):
    raise TypeError("a Record is read, not built: kifu.read(path or text), or from the moves of "
                    "a game played on a Position, kifu.read('position startpos moves 7g7f …')")


# Records come from text. (pybind11's __new__ alone made a Record without its C++ part, whose
# first use crashed the interpreter.)
Record.__new__ = staticmethod(_refuse_new)


def _checked_color(method):
    def checked(self, value):
        number = None if isinstance(value, bool) else getattr(value, "__index__", lambda: None)()
        if number not in (0, 1):
            raise ValueError(f"a Color is BLACK (0) or WHITE (1), not {value!r}")
        method(self, number)
    checked.__doc__ = method.__doc__
    return checked


# Any other number would make a Color of no side (pybind11's enumerations take any).
Color.__init__ = _checked_color(Color.__init__)
Color.__setstate__ = _checked_color(Color.__setstate__)


class Variation(tuple):
    """One variation of a record: the tuple (ply of its first move, its moves, the Position it
    branches from, with the moves that led there pushed), which unpacks as three, and beside it
    .comments (the comment lines of each of its moves) and .result (the word that ends it,
    '投了' …, else its まで line, or None)."""

    comments: List[List[str]]
    result: Optional[str]

    def __new__(cls, ply: int, moves: List[Move], position: Position,
                comments: Sequence[Sequence[str]] = (), result: Optional[str] = None):
        self = super().__new__(cls, (ply, moves, position))
        self.comments = [list(lines) for lines in comments]
        self.result = result
        return self

    @property
    def ply(self) -> int:
        """The ply of its first move."""
        return self[0]

    @property
    def moves(self) -> List[Move]:
        """Its moves."""
        return self[1]

    @property
    def position(self) -> Position:
        """The position it branches from."""
        return self[2]

    def __getnewargs__(self):
        return (self[0], self[1], self[2], self.comments, self.result)


Record.variations = property(
    lambda self: [Variation(*v) for v in self._variations()],
    doc="the variations, each a Variation: (ply of its first move, its moves, the Position it "
        "branches from), with .comments and .result")


def write(record: Record, path: Union[str, os.PathLike], format: Optional[str] = None, *,
          utf8: Optional[bool] = None, overwrite: bool = False, warnings: str = "warn") -> None:
    """Writes a record file, the format from `format` or the file's extension (.kif and .kifu,
    .ki2 and .ki2u, .csa, .jkf and .json, .usi and .sfen), in the format's encoding: KIF, KI2
    and CSA in Shift_JIS unless `utf8`, whose default is the extension's convention (.kifu and
    .ki2u are UTF-8; a UTF-8 KIF starts with its `#KIF version=2.0 encoding=UTF-8` line), JKF
    and USI in UTF-8. An existing file is replaced only with `overwrite`; the file is written
    whole or not at all. A symbolic link is written through (its target replaced), a device or
    a pipe written into."""
    path = os.fsdecode(path)  # a path given as bytes too
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, "is a directory: give a file's name", path)
    name = _format_name(format)
    if utf8 is None:
        utf8 = os.path.splitext(path)[1].lower() in (".kifu", ".ki2u")
    if not name:
        extension = os.path.splitext(path)[1].lower()
        if extension not in _EXTENSIONS:
            raise ValueError(f"{path}: cannot tell the format from {extension or 'no extension'!r}"
                             "; give format=")
        name = _EXTENSIONS[extension]
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, f"{path}: is a directory; give a file name")
    special = os.path.exists(path) and not os.path.isfile(path)  # a device, a pipe
    if os.path.exists(path) and not special and not overwrite:
        raise FileExistsError(f"{path}: the file exists; pass overwrite=True to replace it")
    data, diagnostics = _kifu._file_bytes(record, name, utf8)
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors:
        raise ValueError("\n".join(str(d) for d in errors))
    _report(diagnostics, warnings)
    try:
        if special:
            with open(path, "wb") as f:
                f.write(data)
            return
        target = os.path.realpath(path)  # a link's target, which the new file replaces
        temporary = f"{target}.kifu-{os.getpid()}.tmp"
        try:
            with open(temporary, "wb") as f:
                f.write(data)
            if os.path.exists(target):  # a file replaced keeps its permissions
                os.chmod(temporary, os.stat(target).st_mode & 0o7777)
            os.replace(temporary, target)
        except BaseException:
            if os.path.exists(temporary):
                os.remove(temporary)
            raise
    except OSError as e:  # named by the file asked for, not the temporary one
        raise OSError(e.errno, f"{path}: cannot write the file ({e.strerror})") from None


def _png(self, *args, scale: float = 1.0, **kwargs) -> bytes:
    """The picture svg() draws, as PNG bytes (`scale` times its size), through librsvg;
    RuntimeError when this build has no librsvg."""
    return _kifu._svg_to_png(self.svg(*args, **kwargs), scale)


Position.png = _png
Record.png = _png

_made_position = Position.__init__


def _position_init(self, sfen: Optional[str] = None) -> None:
    _made_position(self, sfen)
    problems = self.problems()  # an impossible position is taken, and said
    if problems:
        _warnings.warn(f"{sfen}: " + "; ".join(problems), KifuWarning, stacklevel=2)


_position_init.__doc__ = _made_position.__doc__
Position.__init__ = _position_init

from . import cerke, go, pekzep, tbase, tsume  # noqa: E402  (they use the names above)

# HuffmanCodedPosAndEval as numpy sees it (the dlshogi and cshogi layout, 38 bytes).
HCPE_DTYPE = [("hcp", "u1", 32), ("eval", "<i2"), ("bestMove16", "<u2"), ("gameResult", "u1"),
              ("dummy", "u1")]


# YaneuraOu's PackedSfenValue as numpy sees it (40 bytes).
PSV_DTYPE = [("sfen", "u1", 32), ("score", "<i2"), ("move", "<u2"), ("gamePly", "<u2"),
             ("game_result", "i1"), ("padding", "u1")]


def _export(sources: Sequence[Source], format: str, dtype, keep_draws: bool,
            keep_repetitions: bool, keep_jishogi: bool, keep_fouls: bool, min_plies: int,
            min_rating: Optional[float], illegal: str):
    import numpy
    if illegal not in ("prefix", "skip"):
        raise ValueError(f"illegal is 'prefix' or 'skip', not {illegal!r}")
    min_plies = _whole("min_plies", min_plies, 0, 2**31 - 1)
    if min_rating is not None:
        min_rating = _finite("min_rating", min_rating)
    for flag, value in (("keep_draws", keep_draws), ("keep_repetitions", keep_repetitions),
                        ("keep_jishogi", keep_jishogi), ("keep_fouls", keep_fouls)):
        _flag(flag, value)
    single = isinstance(sources, (str, bytes, bytearray, memoryview, os.PathLike, Record))
    if single:
        sources = [sources]
    elif sources is None or not hasattr(sources, "__iter__"):
        raise TypeError("sources is a path, bytes, a text or a Record, or a list of them, not "
                        f"{type(sources).__name__}")
    records, names = [], []
    for source in sources:
        if isinstance(source, Record):  # a record read (or made) already
            records.append(source)
            names.append(f"<record {len(records)}>")
            continue
        name = os.fspath(source) if isinstance(source, (str, os.PathLike)) and \
            not (isinstance(source, str) and _lines(source)) else "<data>"
        try:
            games = read_all(source, lenient=True, warnings="keep")
        except (ParseError, OSError) as e:
            if single:  # the one source asked for: its error, not an empty array
                raise
            _warnings.warn(f"{name}: not exported: {e}", KifuWarning, stacklevel=3)
            continue
        for k, game in enumerate(games):
            for d in game.diagnostics:
                if d.severity == "error":
                    _warnings.warn(str(d), KifuWarning, stacklevel=3)
            records.append(game)
            names.append(name if len(games) == 1 else f"{name} (game {k + 1})")
    data, notes = _kifu._examples(records, format, bool(keep_draws and keep_repetitions),
                                  bool(keep_draws and keep_jishogi), bool(keep_fouls), min_plies,
                                  min_rating, illegal == "prefix")
    for index, why in notes:
        _warnings.warn(f"{names[index]}: {why}", KifuWarning, stacklevel=3)
    return numpy.frombuffer(data, dtype=dtype).copy()


_EXPORT_RULES = """One row for each position of a game's main line from which a move was played,
    with that move, the evaluation on it for the side to move (floodgate's `'**` comment, or the
    `#評価値=`/`#詰み=` lines kifu analyze writes, both from black's side; else 0), and how the game
    ended. Games without a result (中断, 不戦, no end word) give nothing; so do games drawn by 千日手
    unless `keep_repetitions`, by 持将棋 unless `keep_jishogi` (`keep_draws=False` drops both),
    ended by 反則 unless `keep_fouls`, shorter than `min_plies`, or with a player rated below
    `min_rating` or without a floodgate rating when it is given. A game with an illegal move
    kept by a lenient reading (二歩, a piece moved as it cannot) gives the positions before it
    (illegal="prefix") or nothing ("skip"); a move that cannot be played at all (no piece of its
    side on the square) ends the record there, which then has no result and gives nothing. Every
    game that gives nothing, and every file of a list that cannot be read, is reported as a
    KifuWarning; a single source that cannot be read raises its error (FileNotFoundError,
    ParseError). The evaluation is on YaneuraOu's scale: a mate n plies away ±(32000 − n)."""


def export_hcpe(sources: Union[Sequence[Union[Source, Record]], Source, Record], *,
                keep_draws: bool = True,
                keep_repetitions: bool = True, keep_jishogi: bool = True,
                keep_fouls: bool = True, min_plies: int = 0, min_rating: Optional[float] = None,
                illegal: str = "prefix"):
    return _export(sources, "hcpe", HCPE_DTYPE, keep_draws, keep_repetitions, keep_jishogi,
                   keep_fouls, min_plies, min_rating, illegal)


def export_psv(sources: Union[Sequence[Union[Source, Record]], Source, Record], *,
               keep_draws: bool = True,
               keep_repetitions: bool = True, keep_jishogi: bool = True,
               keep_fouls: bool = True, min_plies: int = 0, min_rating: Optional[float] = None,
               illegal: str = "prefix"):
    return _export(sources, "psv", PSV_DTYPE, keep_draws, keep_repetitions, keep_jishogi,
                   keep_fouls, min_plies, min_rating, illegal)


export_hcpe.__doc__ = """Training examples of every game of `sources` (paths, bytes or texts of
    KIF, KI2, CSA, JKF or USI records, or Record objects) as a numpy array of HCPE_DTYPE
    (dlshogi, cshogi): the position as HuffmanCodedPos, eval, bestMove16 and gameResult (0
    draw, 1 black won, 2 white won). """ + _EXPORT_RULES
export_psv.__doc__ = """Training examples of every game of `sources` (paths, bytes or texts of
    KIF, KI2, CSA, JKF or USI records, or Record objects) as a numpy array of PSV_DTYPE
    (YaneuraOu's PackedSfenValue): the position as PackedSfen, score, move (YaneuraOu's
    Move16), gamePly and game_result (1 the side to move won, -1 lost, 0 draw). """ + _EXPORT_RULES
