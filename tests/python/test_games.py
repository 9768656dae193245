"""T-BASE works and solutions, the tsume database and solver, Pekzep numerals, cerke records and
Go boards from Python, checked against the test data's known values, and PNG pictures."""
import os
import subprocess
import warnings
import xml.etree.ElementTree as ET

import pytest

import kifu


def test_tbase_works_have_their_typed_fields(data):
    works = kifu.tbase.read(data("tbase", "classics.dia"))
    assert len(works) == 9
    smoke = works[0]  # 伊藤看寿「煙詰」, 将棋図巧 第99番
    assert (smoke.number, smoke.author.strip(), smoke.source.strip()) == (1, "伊藤看寿", "将棋図巧")
    assert smoke.move_count == 117 and smoke.completeness == "完全"
    assert smoke.king_square == (9, 1)
    position = smoke.position()
    assert position.turn == kifu.Color.BLACK and position.hand(kifu.Color.BLACK) == {}
    solutions = kifu.tbase.read(data("tbase", "classics.tjn"))
    assert solutions[0].number == 1 and solutions[0].stated_length == 117
    moves = kifu.tbase.solution_moves(smoke, solutions[0])
    assert len(moves) == 117 and moves[0].usi == "7a8a"
    for m in moves:
        position.push(m)
    assert position.is_checkmate()


def test_tbase_reports_a_damaged_record_and_keeps_the_others(data):
    with pytest.warns(kifu.KifuWarning):
        works = kifu.tbase.read(data("tbase", "damaged.dia"))
    assert len(works) > 0
    with pytest.raises(ValueError, match="format"):
        kifu.tbase.read(b"0001 ...", format=None)


def test_tsume_index_searches_sets_and_index_files(data, tmp_path):
    index = kifu.tsume.Index([data("tbase", "classics.dia")])
    assert len(index) == 9
    assert index[0].number == 1 and len(index[0].solution) == 117
    assert index[0].final_pieces == 3  # 煙詰: three pieces left
    short = index.search({"info": {"move_count": {"max": 1}}})
    assert short and all(p.move_count == 1 for p in short)
    assert index.search('{"info": {"author": {"text": "伊藤看寿"}}}')[0].number == 1
    with pytest.raises(kifu.ParseError):
        index.search({"no such key": 1})
    program = os.environ.get("KIFU_PROGRAM")
    if program:
        out = tmp_path / "classics.kidx"
        subprocess.run([program, "tbase", "index", data("tbase", "classics.dia"), "-o", str(out)],
                       check=True, capture_output=True)
        opened = kifu.tsume.Index(out)
        assert len(opened) == 9 and opened[0].sfen == index[0].sfen


def test_an_index_names_the_file_a_problem_is_in(data, tmp_path):
    """A set's diagnostics name its .dia as given, and a file of another kind is named as such
    (random bytes were read as records and reported under the stem, rand:1:1)."""
    noise = tmp_path / "rand.bin"
    noise.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(kifu.ParseError, match=r"rand\.bin: error: this is binary data") as raised:
        kifu.tsume.Index([noise])
    assert raised.value.diagnostics[0].file == str(noise)
    # A record cut short is said and skipped; the works before it are searched, as tbase.read
    # keeps them.
    broken = tmp_path / "broken.dia"
    broken.write_bytes(open(data("tbase", "classics.dia"), "rb").read()[:400])
    with pytest.warns(kifu.KifuWarning, match="do not form a .dia record were skipped"):
        cut = kifu.tsume.Index([broken])
    assert len(cut) == 1
    assert cut.diagnostics and all(d.file == str(broken) for d in cut.diagnostics)


def test_the_solver_proves_mates_and_refuses_non_problems():
    result = kifu.tsume.solve("4k4/9/4P4/9/9/9/9/9/9 b G 1", time_limit=5)
    assert result and result.status == "proved" and result.plies == 1
    assert [m.usi for m in result.line] == ["G*5b"] and result.shortest
    # The rook's check from afar by the strict count: the last search for a shorter mate finds
    # none within 13 plies, and the steps account for every position searched.
    rook = kifu.tsume.solve("8k/9/6N1G/9/9/9/9/9/R8 b - 1", time_limit=5)
    assert rook.plies == 15 and rook.steps[0].what == "any_mate"
    shorter = [s for s in rook.steps if s.what == "shorter_mate"]
    assert shorter[-1].bound == 13 and shorter[-1].status == "disproved"
    assert str(shorter[-1]).startswith("a mate within 13 plies: none (")
    walks = [s for s in rook.steps if s.what == "shorter_along_proof"]
    assert walks and walks[-1].bound == 13 and walks[-1].status == "unknown"
    looks = [s for s in rook.steps if s.what == "shorter_first_look"]
    assert [s.status for s in looks] == ["proved", "proved", "unknown"]
    assert str(looks[-1]).startswith("a first look for a mate within 13 plies: not found (")
    assert sum(s.nodes for s in rook.steps) == rook.nodes
    # Two threads prove the same mate the shortest.
    two = kifu.tsume.solve("8k/9/6N1G/9/9/9/9/9/R8 b - 1", time_limit=5, threads=2)
    assert two.status == "proved" and two.plies == 15 and two.shortest
    for wrong in (0, -1, 1025, 2**40):
        with pytest.raises(ValueError, match=f"threads is 1 to 1024, not {wrong}"):
            kifu.tsume.solve("8k/9/6N1G/9/9/9/9/9/R8 b - 1", threads=wrong)
    # Every limit is named when out of its range, before C++ sees it.
    mate_in_one = "4k4/9/4P4/9/9/9/9/9/9 b G 1"
    for limit, value, message in (("time_limit", -1, "time_limit is a finite number"),
                                  ("time_limit", float("nan"), "time_limit is a finite number"),
                                  ("node_limit", -1, "node_limit is 0 or more, not -1"),
                                  ("memory_mb", 0, "memory_mb is 1 to")):
        with pytest.raises(ValueError, match=message):
            kifu.tsume.solve(mate_in_one, **{limit: value})
    with pytest.raises(TypeError, match="threads is a whole number, not float 1.5"):
        kifu.tsume.solve(mate_in_one, threads=1.5)
    with pytest.raises(MemoryError, match="memory_mb=1000000000: a table of that size"):
        kifu.tsume.solve(mate_in_one, memory_mb=10**9)
    none = kifu.tsume.solve("4k4/9/9/9/9/9/9/9/9 b P 1", time_limit=5)
    assert none.status == "disproved" and not none
    with pytest.raises(ValueError):
        kifu.tsume.solve("4k4/9/9/9/9/9/9/9/9 w P 1")
    with pytest.raises(ValueError):
        kifu.tsume.solve("4k4/9/4P4/9/9/9/9/9/9 b G 1", count="books")


def test_pekzep_numerals_both_ways():
    assert kifu.pekzep.parse("下二十五") == -25
    assert kifu.pekzep.parse("無") == 0
    for value in (-25, 0, 1234, 10**8 + 7, 2**31 - 1, -2**31):
        assert kifu.pekzep.parse(kifu.pekzep.format(value)) == value
    with pytest.raises(kifu.ParseError) as error:
        kifu.pekzep.parse("二x")
    assert error.value.diagnostics[0].column == 2


def test_cerke_records_read_check_and_score(data):
    record = kifu.cerke.read(data("ckka", "ckka-repo__sample1.ckka"))
    text = record.ckka()
    assert text.endswith("\n")
    assert kifu.cerke.read(text) == record  # the canonical text reads back to the same record
    assert record != text and not (record == None)  # noqa: E711 (another kind: unequal)
    scores = record.scores()
    assert scores[0]["declarer"] == "SY" and scores[0]["scores_after"] == "SY=40;ぶちょー=0"
    assert isinstance(record.json(), dict)
    with pytest.raises(kifu.ParseError):
        kifu.cerke.read("{一位色:黒黒黒}\n[SY]二十 [x]二十\nXX兵QQ\n")
    # Checked as `kifu ckka check` checks: replayed on the board (the second move starts from a
    # square the first emptied).
    with pytest.raises(kifu.ParseError, match="3:1: error: no piece stands on MAU"):
        kifu.cerke.read("{一位色:黒黒黒}\nMAU弓MAIMY橋五    PE巫PIPU無撃裁\nMAU弓MAIMY橋五\n")


def test_go_boards_from_text_and_sgf(data):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        board = kifu.go.read(data("go", "gnugo", "ascii_mode_9.txt"))
    assert board.size == 9 and board.to_play == "black"
    assert board.at(3, 1) == "white"  # D8 in GNU Go's drawing
    assert kifu.go.read(board.sgf()) == board
    assert board != board.sgf() and board not in [None, 9]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert kifu.go.read(board.text("unicode")).at(3, 1) == "white"
    ET.fromstring(board._repr_svg_())
    with pytest.raises(kifu.ParseError):
        kifu.go.read("no board here\n")


def test_png_pictures_of_positions_and_records(data):
    png = kifu.Position().png()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    bigger = kifu.Position().png(scale=2)
    # The width (bytes 16-19 of the IHDR chunk) doubles with the scale.
    assert int.from_bytes(bigger[16:20], "big") == 2 * int.from_bytes(png[16:20], "big")
    record = kifu.read(data("kif", "skc_floodgate.csa"), warnings="keep")
    assert record.png().startswith(b"\x89PNG")
    with pytest.raises(ValueError):
        kifu.Position().png(scale=0)


def test_the_examples_export_training_data_and_search_and_solve(data, tmp_path):
    import runpy
    import shutil
    here = os.path.dirname(os.path.abspath(__file__))
    examples = os.path.join(here, "..", "..", "examples", "python")
    folder = tmp_path / "games"
    folder.mkdir()
    shutil.copy(data("kif", "skc_floodgate.csa"), folder / "floodgate.csa")
    shutil.copy(data("kif", "tsshogi_sample.kifu"), folder / "interrupted.kifu")  # no result
    export = runpy.run_path(os.path.join(examples, "export_training.py"))
    with pytest.warns(kifu.KifuWarning, match="no result"):
        assert export["main"](str(folder), str(tmp_path / "out.psv")) == 125
    assert (tmp_path / "out.psv").stat().st_size == 125 * 40
    search = runpy.run_path(os.path.join(examples, "tsume_search.py"))
    assert search["main"]("2一銀(32)", data("tbase", "classics.dia")) == (1, 1)  # 7手, proved


def test_ctrl_c_stops_a_solve_without_a_time_limit():
    """The search runs without the GIL; KeyboardInterrupt still ends it within a moment."""
    import os
    import signal
    import threading
    import time
    kotobuki = ("g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b "
                "4P3n 1")
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        kifu.tsume.solve(kotobuki, time_limit=0, memory_mb=64)
    assert time.monotonic() - start < 5


def test_every_reader_says_a_directory_or_a_missing_file_is_one(tmp_path):
    for read in (kifu.tbase.read, kifu.go.read, kifu.cerke.read):
        with pytest.raises(IsADirectoryError):
            read(str(tmp_path))
    with pytest.raises(FileNotFoundError):  # not read as the text "game.txt"
        kifu.cerke.read("game.txt")


def test_tsume_and_tbase_arguments_are_checked_in_plain_words(data):
    with pytest.raises(TypeError, match="not from bytes"):
        kifu.tsume.Index(b"KIFUTIDX")
    with pytest.raises(ValueError, match="at least one .dia file"):
        kifu.tsume.Index([])
    index = kifu.tsume.Index([data("tbase", "classics.dia")])
    assert index[-1].number == 9
    with pytest.raises(TypeError, match="is a whole number, not str 'a'"):
        index["a"]
    with pytest.raises(TypeError, match="solve takes the problem"):
        kifu.tsume.solve(None)
    with pytest.raises(TypeError, match="shortest is True or False, not str 'no'"):
        kifu.tsume.solve("4k4/9/4P4/9/9/9/9/9/9 b G 1", shortest="no")
    assert kifu.tsume.solve("4k4/9/4P4/9/9/9/9/9/9 b G 1", count="Tsume").plies == 1
    assert kifu.tbase.read(data("tbase", "classics.dia"), format="DIA")[0].number == 1
    with pytest.raises(ValueError, match="format is 'dia' or 'tjn'"):
        kifu.tbase.read(data("tbase", "classics.dia"), format="rem")
