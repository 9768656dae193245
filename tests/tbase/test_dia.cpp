// The .dia reader and writer on the fixtures of tests/data/tbase (made by make_fixtures.py, an
// independent writer of the layout).
#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <tuple>

#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/dia.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::tbase;
using kifu::test::data_dir;
using kifu::test::read_bytes;

namespace {

std::string tbase_bytes(const char* name) {
  return read_bytes(data_dir() / "tbase" / name);
}

dia_file read_clean(const char* name) {
  auto r = read_dia(tbase_bytes(name));
  INFO(name);
  for (const auto& d : r.diagnostics()) INFO(format(d, name));
  REQUIRE(r.ok());
  REQUIRE(r.diagnostics().empty());
  return *r;
}

std::vector<int> numbers(const dia_file& f) {
  std::vector<int> n;
  for (const auto& r : f.records) n.push_back(r.number.value_or(-1));
  return n;
}

}  // namespace

TEST_CASE("dia: every field of 伊藤看寿「煙詰」 (three-line form)", "[tbase]") {
  const dia_file file = read_clean("classics.dia");
  REQUIRE(file.records.size() == 9);
  const dia_record& r = file.records[0];
  CHECK(r.three_line);
  CHECK(r.line_ending == line_ending::crlf);
  CHECK(r.number == 1);
  CHECK(r.author == "伊藤看寿");
  CHECK(r.author_code == 0);
  CHECK(r.source == "将棋図巧");
  CHECK(r.source_code == 1);
  CHECK(r.source_index == "99");  // 000099
  CHECK(r.source_index_number() == 99);
  CHECK(r.published == "宝暦05");
  CHECK(r.king_square == shogi::square{9, 1});
  CHECK(r.move_count == 117);
  CHECK(r.originality == originality::new_work);
  CHECK(r.piece_count == 39);
  CHECK(r.piece_kinds == kind_counts{1, 2, 2, 4, 4, 4, 4, 18});
  CHECK(r.article == "煙詰・全駒使用");
  CHECK(r.title == "煙詰");
  CHECK(r.jissen_type == jissen_type::none);
  CHECK(r.completeness == completeness::complete);
  CHECK(r.awards.empty());
  CHECK(r.original_source == "将棋図巧第99番");
  CHECK(r.mate_king_square == shogi::square{2, 1});
  CHECK(r.mate_piece_count == 3);
  CHECK(r.mate_attacker_count == 2);
  CHECK(r.ids == "000100010001000100010001000100010001000100010001");
  CHECK(r.placed_kinds == kind_counts{1, 2, 2, 4, 4, 4, 4, 18});
  CHECK(r.placed_count == 39);
  CHECK(r.placed_id == "0001");
  CHECK(r.mark == "*");
  CHECK(r.original_number == "00099");
  CHECK(r.answer_difficulty == "100");
  CHECK(r.classification == "煙詰A01");
  CHECK(r.classification_tail == "05");
  CHECK(r.hand == kind_counts{});
  CHECK(r.hand_count == 0);
  CHECK(r.verbatim.empty());
  CHECK(r.at({9, 1}) == shogi::piece{shogi::color::white, shogi::piece_kind::king});
  CHECK(r.at({7, 1}) == shogi::piece{shogi::color::black, shogi::piece_kind::pro_pawn});
}

TEST_CASE("dia: the start position of 煙詰 is the KIF's diagram", "[tbase]") {
  const dia_file file = read_clean("classics.dia");
  const auto start = start_position(file.records[0]);
  REQUIRE(start.ok());
  const auto kif = shogi::read_kif(read_bytes(data_dir() / "tsume/kifu-for-js/kanju-kemuri.kif"));
  REQUIRE(kif.has_value());
  CHECK(shogi::to_sfen(*start) == shogi::to_sfen(kif->start));
  CHECK(
      shogi::to_sfen(*start) ==
      "k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1");
}

TEST_CASE("dia: a start with too many pieces of a kind is an error at its record's line",
          "[tbase]") {
  std::string bytes = read_bytes(data_dir() / "tbase" / "classics.dia");
  bytes[400] = 'X';  // a third 角 on the diagram of record 2, which starts on line 4
  const dia_file file = read_dia(bytes).value();
  REQUIRE(file.records.size() == 9);
  CHECK(file.records[1].line == 4);
  const auto start = start_position(file.records[1]);
  CHECK_FALSE(start.ok());
  REQUIRE(start.diagnostics().size() == 1);
  CHECK(start.diagnostics()[0].line == 4);
  CHECK(start.diagnostics()[0].message ==
        "record 2: the diagram and the attacker's hand hold 3 角, more than the 2 of a set");
}

TEST_CASE("dia: a board or hand byte that cannot be read is an error; the record is kept",
          "[tbase]") {
  std::string bytes = read_bytes(data_dir() / "tbase" / "classics.dia");
  bytes[12] = '~';  // 煙詰's pawn on 1三
  bytes[1] = 'Z';   // a digit of its hand's counts
  const auto read = read_dia(bytes);
  REQUIRE(read.has_value());
  CHECK(read->records.size() == 9);  // no record is lost to it
  std::vector<std::tuple<std::uint32_t, std::uint32_t, severity>> found;
  for (const auto& d : read.diagnostics()) found.emplace_back(d.line, d.column, d.level);
  CHECK(found == std::vector<std::tuple<std::uint32_t, std::uint32_t, severity>>{
                     {1, 2, severity::error}, {1, 13, severity::error}});
  CHECK(read.diagnostics()[1].message.ends_with(
      "図面: '~' on 13 is not a piece letter; the square is read as empty"));
  CHECK_FALSE(read.ok());
}

TEST_CASE("dia: the example record of the format description", "[tbase]") {
  const dia_record r = read_clean("classics.dia").records[1];
  CHECK(r.three_line);
  CHECK(r.author == "初代宗桂");
  CHECK(r.source == "象戯馬法（元和版）");
  CHECK(r.source_code == 102);
  CHECK(r.source_index == "3");
  CHECK(r.source_index_number() == 3);
  CHECK(r.published == "元和2");
  CHECK(r.king_square == shogi::square{8, 2});
  CHECK(r.move_count == 17);
  CHECK_FALSE(r.originality.has_value());  // blank in the example
  CHECK(r.piece_count == 12);
  CHECK(r.piece_kinds == kind_counts{1, 1, 2, 3, 2, 1, 0, 2});
  CHECK(r.article == "慶=   秘=3  力=54");
  CHECK(r.mate_king_square == shogi::square{9, 3});
  CHECK(r.mate_piece_count == 7);
  CHECK(r.mate_attacker_count == 2);
  CHECK(r.ids == "1516   320733482 444 214 1002592 4441465 608   5");
  CHECK(r.placed_kinds == kind_counts{1, 1, 2, 2, 0, 0, 0, 2});
  CHECK(r.placed_count == 8);
  CHECK(r.placed_id == "2592");
  CHECK(r.mark == "*");
  CHECK(r.classification == "1204");
  CHECK(r.hand == kind_counts{0, 0, 0, 1, 2, 1, 0, 0});
  const auto start = start_position(r);
  REQUIRE(start.ok());
  // The defender holds the rest of the set: 飛1 金1 銀2 桂3 香4 歩16.
  CHECK(shogi::to_sfen(*start) == "9/1kg6/1p7/3+R5/P+b1g5/2b6/9/9/9 b G2SNrg2s3n4l16p 1");
}

TEST_CASE("dia: every enumeration value is read", "[tbase]") {
  const dia_file file = read_clean("classics.dia");
  std::set<int> orig, jissen, complete;
  for (const auto& r : file.records) {
    if (r.originality) orig.insert(static_cast<int>(*r.originality));
    if (r.jissen_type) jissen.insert(static_cast<int>(*r.jissen_type));
    if (r.completeness) complete.insert(static_cast<int>(*r.completeness));
  }
  CHECK(orig == std::set<int>{0, 1, 2, 3});
  CHECK(jissen == std::set<int>{0, 1, 2, 3});
  CHECK(complete == std::set<int>{0, 1, 2, 3, 4});
  CHECK(file.records[5].completeness == completeness::dual_or_shorter);
  CHECK(file.records[7].jissen_type == jissen_type::lance_11_knight_21);
  CHECK(file.records[8].awards == "賞");
  CHECK_FALSE(file.records[5].three_line);
  CHECK(file.records[6].three_line);
}

TEST_CASE("dia: read then write gives the same bytes", "[tbase]") {
  for (const char* name : {"classics.dia", "lf-only.dia", "eof-mark.dia"}) {
    INFO(name);
    const std::string bytes = tbase_bytes(name);
    const dia_file file = read_clean(name);
    const auto written = write_dia(file);
    REQUIRE(written.ok());
    CHECK(*written == bytes);
  }
  CHECK(read_clean("lf-only.dia").records[0].line_ending == line_ending::lf);
  CHECK(read_clean("eof-mark.dia").trailer == "\x1A");
}

TEST_CASE("dia: an LF-only file reads as the CRLF one", "[tbase]") {
  const dia_file crlf = read_clean("classics.dia");
  dia_file lf = read_clean("lf-only.dia");
  REQUIRE(lf.records.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    lf.records[i].line_ending = line_ending::crlf;
    lf.records[i].offset = crlf.records[i].offset;
    CHECK(lf.records[i].size == (lf.records[i].three_line ? 327U : 326U));
    lf.records[i].size = 330;
    CHECK(lf.records[i] == crlf.records[i]);
  }
}

TEST_CASE("dia: lines after a skipped record's own are reported as skipped bytes", "[tbase]") {
  std::vector<std::string> lines;
  const std::string classics = tbase_bytes("classics.dia");
  for (std::size_t at = 0; at < classics.size();) {
    const std::size_t end = classics.find("\r\n", at);
    if (end == std::string::npos) break;
    lines.push_back(classics.substr(at, end - at + 2));
    at = end + 2;
  }
  REQUIRE(lines[4].size() == 176);  // record 2, three-line form: its second line and CR LF
  lines[4].erase(0, 1);             // one byte short
  std::string bytes;
  for (std::size_t i = 0; i < 6; ++i) bytes += lines[i];  // records 1 and 2
  bytes += "garbage\r\nmore\r\n";
  for (std::size_t i = 6; i < 10; ++i) bytes += lines[i];  // record 3
  const auto r = read_dia(bytes);
  CHECK(numbers(*r) == std::vector<int>{1, 3});
  REQUIRE(r.diagnostics().size() == 2);
  CHECK(r.diagnostics()[0].code == diagnostic_code::tbase_record_length);
  CHECK(r.diagnostics()[0].line == 5);
  CHECK(r.diagnostics()[1].code == diagnostic_code::tbase_not_a_record);
  CHECK(r.diagnostics()[1].line == 7);
  CHECK(r.diagnostics()[1].message.starts_with("15 bytes (2 lines)"));
}

TEST_CASE("dia: a damaged file is read around its damage, with every problem reported", "[tbase]") {
  const std::string bytes = tbase_bytes("damaged.dia");
  const auto r = read_dia(bytes);
  REQUIRE(r.has_value());
  CHECK(numbers(*r) == std::vector<int>{1, 2, 4, 5});
  std::vector<std::pair<diagnostic_code, std::uint32_t>> found;
  for (const auto& d : r.diagnostics()) found.emplace_back(d.code, d.line);
  // Record 2: its author ends in a lead byte (line 5 of the file, the record's second line).
  // Record 3: its second line (file line 8) is one byte short; lines 8-10 are skipped with it,
  // without a second error of their own.
  // The last record stops after 150 bytes; it starts at file line 18.
  CHECK(found == std::vector<std::pair<diagnostic_code, std::uint32_t>>{
                     {diagnostic_code::tbase_field, 5},
                     {diagnostic_code::tbase_record_length, 8},
                     {diagnostic_code::tbase_truncated_record, 18}});
  const auto& author = r.diagnostics()[0];
  CHECK(author.level == severity::warning);
  CHECK(author.offset == 330 + 102 + 4 + 11);
  CHECK(author.message ==
        "record 2 (作品番号 0002): 作者名: the field ends in the middle of a Shift_JIS character");
  CHECK(r.diagnostics()[1].offset == 660 + 102);
  CHECK(r.diagnostics()[1].message.find("123 bytes") != std::string::npos);
  CHECK(r.diagnostics()[2].level == severity::error);

  // The damaged author keeps its bytes: writing record 2 gives them back.
  const dia_record& second = r->records[1];
  CHECK(second.author == "初代宗桂");
  REQUIRE(second.verbatim.size() == 1);
  CHECK(second.verbatim[0].field == dia_field::author);
  std::string out;
  CHECK(append_dia(out, second).empty());
  CHECK(out == bytes.substr(330, 330));

  // Editing the field replaces the kept bytes.
  dia_record edited = second;
  edited.author = "初代大橋宗桂";
  out.clear();
  CHECK(append_dia(out, edited).empty());
  CHECK(out.substr(102 + 4, 12) == "\x8F\x89\x91\xE3\x91\xE5\x8B\xB4\x8F\x40\x8C\x6A");
}

TEST_CASE("dia: the streaming reader gives what the whole-buffer reader gives", "[tbase]") {
  std::string big;
  const std::string one = tbase_bytes("classics.dia");
  for (int i = 0; i < 300; ++i) big += one;  // 891,000 bytes: many refills of the stream buffer
  big += tbase_bytes("damaged.dia");
  const auto whole = read_dia(big);
  REQUIRE(whole.has_value());
  REQUIRE(whole->records.size() == 2704);

  std::istringstream in(big);
  dia_reader reader(in);
  dia_record record;
  std::size_t count = 0;
  diagnostic_list diagnostics;
  bool same = true;
  while (reader.next(record)) {
    same = same && record == whole->records[count];
    ++count;
    diagnostics.append(reader.diagnostics());
  }
  diagnostics.append(reader.diagnostics());
  CHECK(count == 2704);
  CHECK(same);
  CHECK(diagnostics == whole.diagnostics());

  std::size_t visited = 0;
  std::size_t reported = 0;
  CHECK(for_each_dia(
            big,
            [&](const dia_record& r) { visited += r.number == whole->records[visited].number; },
            [&](const diagnostic&) { ++reported; }) == 2704);
  CHECK(visited == 2704);
  CHECK(reported == whole.diagnostics().size());
}

TEST_CASE("dia: fields that do not fit are writer errors", "[tbase]") {
  dia_record r = read_clean("classics.dia").records[0];
  r.author = "伊藤看寿伊藤宗看";  // 16 bytes in a 12-byte field
  r.move_count = 1234;
  std::string out;
  const auto problems = append_dia(out, r);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].message ==
        "record 1: 作者名: '伊藤看寿伊藤宗看' needs 16 bytes; the field has 12");
  CHECK(problems[1].message == "record 1: 詰手数: 1234 does not fit in 3 digits");
  CHECK(out.size() == 330);
}

namespace {

// Record 5 of classics.dia with the bytes of a line-2 field (at its frame offset) replaced.
std::string with_field(std::size_t frame_offset, std::string_view bytes) {
  std::string record = tbase_bytes("classics.dia").substr(4 * 330, 330);
  record.replace(frame_offset + 2, bytes.size(), bytes);  // line 2 follows line 1 and CRLF
  return record;
}

}  // namespace

TEST_CASE("dia: a 出典中番号 that is not a number is kept as its text", "[tbase]") {
  const std::string plain = with_field(143, "000157");
  REQUIRE(read_dia(plain).diagnostics().empty());
  CHECK(read_dia(plain)->records[0].source_index == "157");
  CHECK(read_dia(plain)->records[0].source_index_number() == 157);

  struct example {
    std::string_view bytes;  // the six bytes of the field
    std::string_view text;   // the record's source_index
  };
  for (const example e : {example{"P157  ", "P157"}, example{"No.12 ", "No.12"},
                          example{"\x91\xE6\x33\x94\xD4 ", "第3番"},
                          example{"  P157", "P157"},   // kept verbatim: written left-aligned
                          example{"57    ", "57"}}) {  // kept verbatim: written 000057
    INFO(e.text);
    const std::string bytes = with_field(143, e.bytes);
    const auto read = read_dia(bytes);
    REQUIRE(read.has_value());
    CHECK(read.diagnostics().empty());
    const dia_record& r = read->records[0];
    CHECK(r.source_index == e.text);
    CHECK(r.source_index_number() == (e.text == "57" ? std::optional<int>(57) : std::nullopt));
    std::string out;
    CHECK(append_dia(out, r).empty());
    CHECK(out == bytes);
  }

  // Set in memory: digits are written as a number, anything else as Shift_JIS text.
  dia_record r = read_dia(plain)->records[0];
  const auto field = [&](std::string text) {
    r.source_index = std::move(text);
    std::string out;
    const auto problems = append_dia(out, r);
    return problems.empty() ? out.substr(143 + 2, 6) : problems.front().message;
  };
  CHECK(field("第3番") == "\x91\xE6\x33\x94\xD4 ");
  CHECK(field("P157") == "P157  ");
  CHECK(field("42") == "000042");
  CHECK(field("") == "      ");
  CHECK(field("1234567") == "record 1: 出典中番号: 1234567 does not fit in 6 digits");
  CHECK(field("第百五十七番") ==
        "record 1: 出典中番号: '第百五十七番' needs 12 bytes; the field has 6");
}

TEST_CASE("dia: a field problem shows the field's text decoded, not its bytes", "[tbase]") {
  // 作者コード (4 bytes at frame offset 116) holding 第3 and a blank; 詰手数 (3 bytes at 157)
  // holding a byte that is no Shift_JIS character.
  const auto read = read_dia(with_field(157, "\xFF\x31\x32"));
  REQUIRE(read.diagnostics().size() == 1);
  CHECK(read.diagnostics()[0].message ==
        "record 1 (作品番号 0005): 詰手数: '\\xFF12' is not a number; the bytes are kept as they "
        "are");
  const auto code = read_dia(with_field(116, "\x91\xE6\x33 "));
  REQUIRE(code.diagnostics().size() == 1);
  CHECK(code.diagnostics()[0].message ==
        "record 1 (作品番号 0005): 作者コード: '第3 ' is not a number; the bytes are kept as they "
        "are");

  // A 出典中番号 cut in the middle of a character: the text is what decodes, the bytes are kept.
  const std::string cut = with_field(143, "\x91\xE6\x33\x94 ");
  const auto damaged = read_dia(cut);
  REQUIRE(damaged.diagnostics().size() == 1);
  CHECK(damaged.diagnostics()[0].code == diagnostic_code::tbase_field);
  CHECK(damaged->records[0].source_index == "第3");
  std::string out;
  CHECK(append_dia(out, damaged->records[0]).empty());
  CHECK(out == cut);
}

TEST_CASE("dia: board letters", "[tbase]") {
  using shogi::color;
  using shogi::piece_kind;
  CHECK(board_letter({color::white, piece_kind::king}) == 'Q');
  CHECK(board_letter({color::black, piece_kind::dragon}) == 'z');
  CHECK(board_letter({color::black, piece_kind::pro_pawn}) == 'n');
  CHECK(board_letter({}) == ' ');
  CHECK(piece_of_board_letter('B') == shogi::piece{color::white, piece_kind::pro_lance});
  CHECK(piece_of_board_letter('v') == shogi::piece{color::black, piece_kind::pro_knight});
  CHECK_FALSE(piece_of_board_letter('E').has_value());
  CHECK(to_string(dia_field::mate_attacker_count) == "詰上り攻方駒数");
}
