// T-BASE works to tsume KIF and back.
#include <catch2/catch.hpp>

#include "kifu/encoding.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::tbase;
using kifu::test::data_dir;
using kifu::test::read_bytes;

namespace {

struct fixtures {
  dia_file dia = read_dia(read_bytes(data_dir() / "tbase/classics.dia")).value_or_throw();
  tjn_file tjn = read_tjn(read_bytes(data_dir() / "tbase/classics.tjn")).value_or_throw();
  rem_file rem = read_rem(read_bytes(data_dir() / "tbase/classics.rem")).value_or_throw();

  const tjn_record* solution(int number) const {
    for (const auto& r : tjn.records)
      if (r.number == number) return &r;
    return nullptr;
  }
  const rem_section* comment(int number) const {
    for (const auto& s : rem.sections)
      if (s.number == number) return &s;
    return nullptr;
  }
};

std::vector<shogi::move> main_moves(const shogi::record& r) {
  std::vector<shogi::move> moves;
  for (auto n : r.main_line())
    if (r.nodes[n].move) moves.push_back(*r.nodes[n].move);
  return moves;
}

}  // namespace

TEST_CASE("convert: 煙詰 as a tsume KIF reads back as the original KIF", "[tbase]") {
  const fixtures f;
  const auto record = to_record(f.dia.records[0], f.solution(1));
  REQUIRE(record.ok());
  CHECK(record->header("作品番号") == "1");
  CHECK(record->header("作品名") == "煙詰");
  CHECK(record->header("作者") == "伊藤看寿");
  CHECK(record->header("発表誌") == "将棋図巧");
  CHECK(record->header("手数") == "117");
  CHECK(record->header("完全性") == "完全");
  const std::string kif = shogi::write_kif(*record);
  CHECK(kif.find("まで117手詰") != std::string::npos);

  const auto again = shogi::read_kif(kif);
  REQUIRE(again.ok());
  const auto original =
      shogi::read_kif(read_bytes(data_dir() / "tsume/kifu-for-js/kanju-kemuri.kif"));
  REQUIRE(original.ok());
  CHECK(again->start == original->start);
  CHECK(main_moves(*again) == main_moves(*original));
}

TEST_CASE("convert: a KIF file becomes the .dia and .tjn records of the fixtures", "[tbase]") {
  const fixtures f;
  const auto kif = shogi::read_kif(read_bytes(data_dir() / "tsume/kifu-for-js/kanju-kemuri.kif"));
  REQUIRE(kif.ok());
  const auto work = from_record(*kif, 1);
  REQUIRE(work.ok());
  const dia_record& made = work->problem;
  const dia_record& fixture = f.dia.records[0];
  CHECK(made.board == fixture.board);
  CHECK(made.hand == fixture.hand);
  CHECK(made.hand_count == fixture.hand_count);
  CHECK(made.king_square == fixture.king_square);
  CHECK(made.move_count == fixture.move_count);
  CHECK(made.piece_count == fixture.piece_count);
  CHECK(made.piece_kinds == fixture.piece_kinds);
  CHECK(made.placed_kinds == fixture.placed_kinds);
  CHECK(made.placed_count == fixture.placed_count);
  CHECK(made.mate_king_square == fixture.mate_king_square);
  CHECK(made.mate_piece_count == fixture.mate_piece_count);
  CHECK(made.mate_attacker_count == fixture.mate_attacker_count);
  CHECK(made.author == "伊藤看寿");
  CHECK(work->solution == *f.solution(1));
  std::string bytes;
  CHECK(append_dia(bytes, made).empty());
  CHECK(bytes.size() == 330);
}

TEST_CASE("convert: every field a tsume KIF carries survives .dia → KIF → from_record", "[tbase]") {
  const fixtures f;
  int without_solution = 0, with_comment = 0;
  for (const dia_record& problem : f.dia.records) {
    const tjn_record* solution = f.solution(*problem.number);
    const rem_section* comment = f.comment(*problem.number);
    without_solution += solution == nullptr;
    with_comment += comment != nullptr;
    INFO("work " << *problem.number);
    const auto record = to_record(problem, solution, comment);
    REQUIRE(record.has_value());
    const auto reread = shogi::read_kif(shogi::write_kif(*record));
    REQUIRE(reread.ok());
    const auto work = from_record(*reread, 0);
    REQUIRE(work.ok());
    const dia_record& back = work->problem;
    CHECK(back.hand == problem.hand);
    CHECK(back.hand_count == problem.hand_count);
    CHECK(back.board == problem.board);
    CHECK(back.number == problem.number);
    CHECK(back.author == problem.author);
    CHECK(back.author_code == problem.author_code);
    CHECK(back.source == problem.source);
    CHECK(back.source_code == problem.source_code);
    CHECK(back.source_index == problem.source_index);
    CHECK(back.published == problem.published);
    CHECK(back.king_square == problem.king_square);
    CHECK(back.move_count == problem.move_count);
    CHECK(back.originality == problem.originality);
    CHECK(back.piece_count == problem.piece_count);
    CHECK(back.piece_kinds == problem.piece_kinds);
    CHECK(back.article == problem.article);
    CHECK(back.title == problem.title);
    CHECK(back.jissen_type == problem.jissen_type);
    CHECK(back.completeness == problem.completeness);
    CHECK(back.awards == problem.awards);
    CHECK(back.original_source == problem.original_source);
    CHECK(back.mate_king_square == problem.mate_king_square);
    CHECK(back.mate_piece_count == problem.mate_piece_count);
    if (problem.three_line) CHECK(back.mate_attacker_count == problem.mate_attacker_count);
    CHECK(back.placed_kinds == problem.placed_kinds);
    CHECK(back.placed_count == problem.placed_count);
    if (solution) {
      CHECK(work->solution.moves_text() == solution->moves_text());
    } else {
      CHECK(work->solution.lines.empty());
    }
    if (comment) {
      CHECK(work->comment.lines == comment->lines);
      CHECK(work->comment.number == problem.number);
    } else {
      CHECK(work->comment.lines.empty());
    }
  }
  CHECK(without_solution == 1);  // work 2: its 詰手数 17 comes back from the 手数 header
  CHECK(with_comment == 2);
}

TEST_CASE("convert: a 出典中番号 that is not a number survives .dia → KIF → .dia byte for byte",
          "[tbase]") {
  const fixtures f;
  dia_record problem = f.dia.records[4];  // work 5: every field but the IDs goes into a KIF
  problem.ids = std::string(48, ' ');
  struct example {
    std::string text;            // 出典中番号
    std::string_view field;      // its bytes in the .dia
    text_encoding kif_encoding;  // how the KIF is written
  };
  for (const example& e : {example{"P157", "P157  ", text_encoding::utf8},
                           example{"第3番", "\x91\xE6\x33\x94\xD4 ", text_encoding::shift_jis},
                           example{"99", "000099", text_encoding::shift_jis}}) {
    INFO(e.text);
    problem.source_index = e.text;
    std::string dia;
    REQUIRE(append_dia(dia, problem).empty());
    CHECK(dia.substr(143 + 2, 6) == e.field);

    const auto reread = read_dia(dia);
    REQUIRE(reread.diagnostics().empty());
    const auto record = to_record(reread->records[0], f.solution(5));
    REQUIRE(record.ok());
    CHECK(record.diagnostics().empty());
    CHECK(record->header("出典中番号") == e.text);
    const std::string kif = shogi::write_kif(*record);
    CHECK(kif.find("出典中番号：" + e.text + "\n") != std::string::npos);
    const auto kif_bytes = e.kif_encoding == text_encoding::utf8 ? parse_result<std::string>(kif)
                                                                 : utf8_to_shift_jis(kif);
    REQUIRE(kif_bytes.ok());

    const auto back = shogi::read_kif(*kif_bytes);
    REQUIRE(back.ok());
    const auto work = from_record(*back, 0);
    REQUIRE(work.ok());
    CHECK(work->problem.source_index == e.text);
    std::string again;
    REQUIRE(append_dia(again, work->problem).empty());
    CHECK(again == dia);
  }
}

TEST_CASE("convert: the IDs and line-4 fields are one warning per work naming them", "[tbase]") {
  const fixtures f;
  const auto first = to_record(f.dia.records[0], f.solution(1));
  REQUIRE(first.ok());
  REQUIRE(first.diagnostics().size() == 1);
  const diagnostic& d = first.diagnostics().front();
  CHECK(d.code == diagnostic_code::tbase_not_carried);
  CHECK(d.level == severity::warning);
  CHECK(d.message.find("work 0001") != std::string::npos);
  CHECK(d.message.find("分類コード") != std::string::npos);
  CHECK(d.message.find("ORG_NUM") != std::string::npos);
  dia_record blank = f.dia.records[4];  // only its IDs are set
  blank.ids = std::string(48, ' ');
  const auto none = to_record(blank, f.solution(5));
  REQUIRE(none.ok());
  CHECK(none.diagnostics().empty());
}

TEST_CASE("convert: positions T-BASE cannot hold are errors", "[tbase]") {
  shogi::record partial;  // white's hand is empty, not the rest of the set
  partial.start = shogi::parse_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1").value_or_throw();
  const auto p = from_record(partial, 1);
  REQUIRE(p.diagnostics().size() == 1);
  CHECK(p.diagnostics().front().code == diagnostic_code::tbase_position);
  CHECK_FALSE(p.has_value());
  shogi::record white_to_move;
  white_to_move.start =
      shogi::parse_sfen("4k4/9/4P4/9/9/9/9/9/9 w G2r2b3g4s4n4l17p 1").value_or_throw();
  const auto r = from_record(white_to_move, 1);
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics().front().message.find("starts with white") != std::string::npos);
  // A record in memory has no text: the errors have no location.
  CHECK_FALSE(p.diagnostics().front().has_location());
  CHECK_FALSE(r.diagnostics().front().has_location());
  CHECK(to_string(completeness::no_mate_and_dual) == "不詰・余早詰");
  CHECK(to_string(jissen_type::knight_21) == "21桂型");
  CHECK(to_string(originality::plagiarism) == "盗作");
}

TEST_CASE("convert: a game taken as a tsume work is named, at its first quiet attacker move",
          "[tbase]") {
  const auto game = shogi::read_kif(read_bytes(data_dir() / "kif/jkf_ryuou201409020101.kif"));
  REQUIRE(game.ok());
  const auto work = from_record(*game, 1);
  REQUIRE(work.has_value());  // written all the same
  REQUIRE(work.diagnostics().size() == 1);
  const auto& d = work.diagnostics()[0];
  CHECK(d.code == diagnostic_code::tbase_not_tsume);
  CHECK(d.level == severity::warning);
  CHECK(d.line == 22);  // the line of move 1
  CHECK(d.message.find("the attacker's move 1 (７六歩(77)) does not give check") !=
        std::string::npos);
  // A real tsume, every attacker move a check, gives no warning.
  const auto tsume = shogi::read_kif(read_bytes(data_dir() / "tsume/kifu-for-js/taichitsume.kif"));
  REQUIRE(tsume.ok());
  CHECK(from_record(*tsume, 1).diagnostics().empty());
}
