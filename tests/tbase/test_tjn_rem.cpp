// The .tjn and .rem readers and writers, and solutions resolved on their problems.
#include <catch2/catch.hpp>

#include "kifu/encoding.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/rem.hpp"
#include "kifu/tbase/tjn.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::tbase;
using kifu::test::data_dir;
using kifu::test::read_bytes;

namespace {

std::string tbase_bytes(const char* name) {
  return read_bytes(data_dir() / "tbase" / name);
}

std::string sjis(std::string_view utf8) {
  return utf8_to_shift_jis(utf8).value_or_throw();
}

std::vector<shogi::move> kif_moves(const char* name, shogi::position* start = nullptr) {
  const auto kif = shogi::read_kif(read_bytes(data_dir() / "tsume/kifu-for-js" / name));
  REQUIRE(kif.ok());
  if (start) *start = kif->start;
  std::vector<shogi::move> moves;
  for (auto n : kif->main_line())
    if (kif->nodes[n].move) moves.push_back(*kif->nodes[n].move);
  return moves;
}

const dia_record& problem(const dia_file& f, int number) {
  for (const auto& r : f.records)
    if (r.number == number) return r;
  FAIL("no work " << number);
  return f.records.front();
}

}  // namespace

TEST_CASE("tjn: works, continuation lines and closing lines", "[tbase]") {
  const auto file = read_tjn(tbase_bytes("classics.tjn"));
  REQUIRE(file.ok());
  CHECK(file.diagnostics().empty());
  std::vector<int> numbers;
  for (const auto& r : file->records) numbers.push_back(r.number);
  CHECK(numbers == std::vector<int>{1, 3, 4, 5, 6, 7, 8, 9});
  const tjn_record& kemuri = file->records[0];
  CHECK(kemuri.lines.size() == 8);
  CHECK(kemuri.lines[0].text ==
        "81と同玉71香成91玉81成香同玉72と91玉82と同玉73歩成91玉82と同玉73と91玉82と/");
  CHECK(kemuri.lines[0].line == 1);
  CHECK(kemuri.stated_length() == 117);
  CHECK(kemuri.moves_text().starts_with(
      "81と同玉71香成91玉81成香同玉72と91玉82と同玉73歩成91玉82と同玉73と91玉82と同玉72香成"));
  CHECK(file->records[1].moves_text() ==
        "14龍13金合22金同金13龍同玉24金12玉22角成同玉33金打21玉22歩12玉23金寄");
  CHECK(file->records[1].stated_length() == 15);
}

TEST_CASE("tjn: read then write gives the same bytes", "[tbase]") {
  for (const char* name : {"classics.tjn", "lf-only.tjn"}) {
    INFO(name);
    const std::string bytes = tbase_bytes(name);
    const auto file = read_tjn(bytes);
    REQUIRE(file.ok());
    const auto written = write_tjn(*file);
    REQUIRE(written.ok());
    CHECK(*written == bytes);
  }
}

TEST_CASE("tjn: every solution resolves on its problem and ends in mate", "[tbase]") {
  const auto dia = read_dia(tbase_bytes("classics.dia"));
  const auto tjn = read_tjn(tbase_bytes("classics.tjn"));
  REQUIRE(dia.ok());
  REQUIRE(tjn.ok());
  for (const auto& solution : tjn->records) {
    INFO("work " << solution.number);
    const auto s = resolve_solution(problem(*dia, solution.number), solution);
    for (const auto& d : s.diagnostics()) INFO(d.message);
    REQUIRE(s.ok());
    CHECK(s.diagnostics().empty());
    CHECK(s->checkmate);
    CHECK(static_cast<int>(s->moves.size()) == solution.stated_length());
    CHECK(s->moves_text.size() == s->moves.size());
  }
}

TEST_CASE("tjn: resolved moves are the moves of the KIF files, written back line by line",
          "[tbase]") {
  const auto dia = read_dia(tbase_bytes("classics.dia"));
  const auto tjn = read_tjn(tbase_bytes("classics.tjn"));
  REQUIRE(dia.ok());
  REQUIRE(tjn.ok());
  const std::pair<int, const char*> works[] = {
      {1, "kanju-kemuri.kif"}, {4, "32ryu-cumbersome.kif"}, {5, "taichitsume.kif"}};
  for (const auto& [number, kif] : works) {
    INFO(kif);
    shogi::position start;
    const auto moves = kif_moves(kif, &start);
    const tjn_record* solution = nullptr;
    for (const auto& r : tjn->records)
      if (r.number == number) solution = &r;
    REQUIRE(solution);
    const auto s = resolve_solution(problem(*dia, number), *solution);
    REQUIRE(s.ok());
    CHECK(s->moves == moves);
    // make_tjn breaks lines between moves at 80 bytes, as the fixture generator does.
    CHECK(make_tjn(number, moves, start) == *solution);
  }
}

TEST_CASE("tjn: a bad solution names the work and the move", "[tbase]") {
  const auto dia = read_dia(tbase_bytes("classics.dia"));
  REQUIRE(dia.ok());
  const auto file = read_tjn(sjis("0003 14龍13金合22金同金99龍/\r\n0003 まで15手詰\r\n"));
  REQUIRE(file.ok());
  const auto s = resolve_solution(problem(*dia, 3), file->records[0]);
  REQUIRE_FALSE(s.ok());
  const auto& d = s.diagnostics().front();
  CHECK(d.code == diagnostic_code::tjn_move);
  CHECK(d.line == 1);
  CHECK(d.column == 18);      // "0003 " and 14龍13金合22金同金 are 17 characters before 99龍
  CHECK(d.offset == 5 + 18);  // in bytes of the Shift_JIS file: 6 digits, 6 kanji
  CHECK(d.message.starts_with("work 0003, move 5: "));

  const auto short_file = read_tjn(sjis("0006 42金/\r\n0006 まで3手詰\r\n"));
  REQUIRE(short_file.ok());
  const auto not_mate = resolve_solution(problem(*dia, 6), short_file->records[0]);
  REQUIRE(not_mate.ok());
  std::vector<std::string> messages;
  for (const auto& d : not_mate.diagnostics()) messages.push_back(d.message);
  CHECK(messages ==
        std::vector<std::string>{"work 0006: the closing line says 3 moves, the solution has 1",
                                 "work 0006: the position after the last move is not checkmate"});
}

TEST_CASE("tjn: an attacker move that gives no check is warned of at its place", "[tbase]") {
  const auto dia = read_dia(tbase_bytes("classics.dia"));
  REQUIRE(dia.ok());
  // Work 4's solution with its first move, 32龍 (check), made 33龍 (no check).
  const auto file =
      read_tjn(sjis("0004 33龍12玉23龍21玉32龍12玉13歩同玉23龍/\r\n0004 まで9手詰\r\n"));
  REQUIRE(file.ok());
  const auto s = resolve_solution(problem(*dia, 4), file->records[0]);
  REQUIRE(s.ok());  // a warning: the moves are legal
  REQUIRE(s.diagnostics().size() == 1);
  const auto& d = s.diagnostics().front();
  CHECK(d.level == kifu::severity::warning);
  CHECK(d.line == 1);
  CHECK(d.column == 6);
  CHECK(d.message.starts_with("work 0004, move 1 '33龍' gives no check"));
}

TEST_CASE("tjn: lines that are not `NNNN moves` are reported", "[tbase]") {
  const auto file = read_tjn(sjis("0001 52金/\r\nxx 52金\r\n0002 52金/\r\n0001 まで1手詰\r\n\x1A"));
  REQUIRE(file.has_value());
  REQUIRE(file.diagnostics().size() == 3);
  CHECK(file.diagnostics()[0].code == diagnostic_code::tjn_syntax);
  CHECK(file.diagnostics()[0].line == 2);
  CHECK(file.diagnostics()[1].message ==
        "work 0001 ends with '/' (continued) but line 3 belongs to work 0002");
  CHECK(file.diagnostics()[2].message ==
        "work 0002 ends with '/' (continued) but line 4 belongs to work 0001");
  CHECK(file->records.size() == 3);
  CHECK(file->trailer == "\x1A");
}

TEST_CASE("tjn: a file cut inside a solution is an error; a last line end missing, a note",
          "[tbase]") {
  const auto cut = read_tjn(sjis("0001 52金/\r\n0001 まで1手詰\r\n0002 14龍13金合22"));
  REQUIRE(cut.has_value());
  REQUIRE(cut.diagnostics().size() == 1);
  CHECK(cut.diagnostics()[0].level == severity::error);
  CHECK(cut.diagnostics()[0].line == 3);
  CHECK(cut.diagnostics()[0].message.starts_with("the file ends inside work 0002's solution"));
  CHECK(cut->records.size() == 2);  // read as far as it goes
  CHECK(cut->records[1].moves_text() == "14龍13金合22");

  const auto unended = read_tjn(sjis("0001 52金/\r\n0001 まで1手詰") + "\x1A");
  REQUIRE(unended.diagnostics().size() == 1);
  CHECK(unended.diagnostics()[0].level == severity::note);
  CHECK(unended.diagnostics()[0].line == 2);
  CHECK(unended->records[0].stated_length() == 1);

  CHECK(read_tjn(sjis("0001 52金/\r\n0001 まで1手詰\r\n")).diagnostics().empty());
}

TEST_CASE("tjn: a byte that is not Shift_JIS is placed from the line's start", "[tbase]") {
  // "0004 32龍12" then byte FF: the 11th character of the line, the 5 of "0004 " counted.
  const auto file = read_tjn(sjis("0001 52金\r\n0001 まで1手詰\r\n0004 32龍12") + "\xFF\r\n");
  REQUIRE_FALSE(file.diagnostics().empty());
  const auto& d = file.diagnostics().front();
  CHECK(d.line == 3);
  CHECK(d.column == 11);
  CHECK(d.message.ends_with("; the rest of the line is dropped"));
  // The line cut short still continues: its closing line is not another solution.
  const auto cut = read_tjn(sjis("0004 32龍12") + "\xFF" + sjis("/\r\n0004 まで9手詰\r\n"));
  REQUIRE(cut.diagnostics().size() == 1);
  REQUIRE(cut->records.size() == 1);
  CHECK(cut->records[0].stated_length() == 9);
}

TEST_CASE("rem: text before the first header and a damaged header are warned of", "[tbase]") {
  const auto file = read_rem(sjis("stray\r\n#0001\r\nfirst\r\n#00x3\r\nthird\r\n#\r\n"));
  REQUIRE(file.ok());
  std::vector<std::pair<std::uint32_t, std::string>> found;
  for (const auto& d : file.diagnostics()) found.emplace_back(d.line, d.message);
  CHECK(found ==
        std::vector<std::pair<std::uint32_t, std::string>>{
            {1, "text before the first #NNNN header belongs to no work; it is kept"},
            {4,
             "a line that starts with '#' but is not a work header (#NNNN) is read as a line "
             "of the comment above"}});
  CHECK(file->sections[0].lines == std::vector<std::string>{"first", "#00x3", "third"});
}

TEST_CASE("rem: sections, colours and the closing #", "[tbase]") {
  const std::string bytes = tbase_bytes("classics.rem");
  const auto file = read_rem(bytes);
  REQUIRE(file.ok());
  CHECK(file.diagnostics().empty());
  REQUIRE(file->sections.size() == 3);
  CHECK(file->sections[0].number == 1);
  CHECK(file->sections[1].number == 3);
  CHECK_FALSE(file->sections[2].number.has_value());  // the closing '#'
  CHECK(file->sections[2].lines.empty());
  CHECK(file->sections[1].lines ==
        std::vector<std::string>{"形式説明の詰手順例に合わせて作った図。$6最後は不詰$7と記録。"});
  const auto spans = colored_spans(file->sections[0]);
  CHECK(spans == std::vector<rem_span>{
                     {0, rem_color::none, "伊藤看寿「将棋図巧」第99番。盤上の駒がすべて消えてゆく"},
                     {0, rem_color::red, "煙詰"},
                     {0, rem_color::white, "の代表作。"},
                     {1, rem_color::blue, "三枚"},
                     {1, rem_color::white, "で詰み上がる。"}});
  CHECK(to_string(rem_color::cyan) == "水色");
  const auto written = write_rem(*file);
  REQUIRE(written.ok());
  CHECK(*written == bytes);
}

TEST_CASE("rem: overlong lines and invalid Shift_JIS are reported", "[tbase]") {
  const auto file = read_rem("#0001\n" + std::string(80, 'a') + "\nok\x82\n");
  REQUIRE(file.has_value());
  REQUIRE(file.diagnostics().size() == 2);
  CHECK(file.diagnostics()[0].line == 2);
  CHECK(file.diagnostics()[0].message == "the line has 80 bytes; .rem lines have at most 72");
  CHECK(file.diagnostics()[1].line == 3);
  CHECK(file.diagnostics()[1].column == 3);
  CHECK(file->line_ending == line_ending::lf);
}

TEST_CASE("a solution that ends with only drop interpositions left says so", "[tbase]") {
  // The rook's check from 9一 leaves white's king on 1一 only drops between (8k/9/6N1G/…/R8):
  // by the books' count the line ends there when they are futile.
  dia_record work;
  work.number = 7;
  using kifu::shogi::color;
  using kifu::shogi::piece_kind;
  work.board[0] = {color::white, piece_kind::king};     // 1一
  work.board[2] = {color::black, piece_kind::gold};     // 1三
  work.board[20] = {color::black, piece_kind::knight};  // 3三
  work.board[80] = {color::black, piece_kind::rook};    // 9九
  const auto file = read_tjn(sjis("0007 91飛成/\r\n0007 まで1手詰\r\n"));
  REQUIRE(file.ok());
  const auto s = resolve_solution(work, file->records[0]);
  REQUIRE(s.ok());
  CHECK_FALSE(s->checkmate);
  // White has nothing but drops, so by the books' count each is futile only if taking it mates
  // at once (docs/tsume.md): the message gives that rule.
  bool said = false;
  for (const auto& d : s.diagnostics())
    said |= d.message ==
            "work 0007: the position after the last move is not checkmate: the defender can "
            "still interpose by a drop (futile by the books' count when taking it mates at once; "
            "kifu tbase verify tells)";
  CHECK(said);
}
