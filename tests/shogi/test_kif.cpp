// KIF and KI2 files: every corpus file with expected results (taken from the files' own まで
// footers and 変化 blocks), read -> write -> read round trips, and one hand-made case per rule.
#include <catch2/catch.hpp>

#include <algorithm>

#include "kifu/detect.hpp"
#include "kifu/shogi/conversion.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "support/record_compare.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;
using kifu::diagnostic_code;

namespace {

struct corpus_file {
  const char* path;
  int main_moves;     // moves of the main line (the まで footer says so)
  int variations;     // 変化 blocks
  special_move last;  // how the main line ends
  int warnings;       // expected warnings
};

const corpus_file corpus[] = {
    {"kif/jkf_20081220kyoochi.kif", 142, 0, special_move::resign, 0},
    {"kif/jkf_9fu.kif", 61, 0, special_move::checkmate, 2},  // nine pawns on a file: warnings only
    {"kif/jkf_fork.kif", 3, 7, special_move::resign, 0},
    {"kif/jkf_illegal.kif", 2, 1, special_move::illegal_loss, 0},
    {"kif/jkf_ryuou201409020101.kif", 117, 0, special_move::resign, 0},
    {"kif/jkf_taichitsume.kif", 7, 0, special_move::checkmate, 0},
    {"kif/skc_Shogidokoro.kif", 131, 1, special_move::resign, 1},  // declares UTF-8, is Shift_JIS
    {"kif/jkf_fork.ki2", 3, 7, special_move::none, 0},
    {"kif/jkf_doh_branch.kifu", 3, 2, special_move::interrupt, 0},
    {"kif/skc_forks.kifu", 12, 3, special_move::none, 0},
    {"kif/skc_piyo-shogi_KY.kifu", 104, 0, special_move::resign, 0},
    {"kif/tsshogi_sample.kifu", 5, 0, special_move::interrupt, 0},
    {"tsume/kifu-for-js/32ryu-cumbersome.kif", 9, 0, special_move::checkmate, 0},
    {"tsume/kifu-for-js/9fu.ki2", 61, 0, special_move::none, 2},
    {"tsume/kifu-for-js/kanju-kemuri.kif", 117, 0, special_move::none, 0},
    {"tsume/kifu-for-js/taichitsume.kif", 7, 0, special_move::checkmate, 0},
};

kifu::parse_result<record> read_file(const char* path) {
  return read_kif(kifu::test::read_bytes(kifu::test::data_dir() / path), {false, path});
}

int count_warnings(const kifu::parse_result<record>& r) {
  int n = 0;
  for (const auto& d : r.diagnostics()) n += d.level == kifu::severity::warning;
  return n;
}

std::string kif_of(std::string body) {
  return "手合割：平手\n手数----指手---------消費時間--\n" + body;
}

}  // namespace

TEST_CASE("every corpus KIF and KI2 file reads with the expected result", "[kif][corpus]") {
  for (const auto& f : corpus) {
    INFO(f.path);
    const auto r = read_file(f.path);
    std::string diagnostics;
    for (const auto& d : r.diagnostics()) diagnostics += kifu::format(d, f.path) + '\n';
    INFO(diagnostics);
    REQUIRE(r.ok());
    int moves = 0;
    special_move last = special_move::none;
    for (std::size_t i : r->main_line()) {
      moves += r->nodes[i].move.has_value();
      last = r->nodes[i].special;
    }
    CHECK(moves == f.main_moves);
    int variations = 0;
    for (const auto& n : r->nodes)
      variations += n.children.empty() ? 0 : static_cast<int>(n.children.size()) - 1;
    CHECK(variations == f.variations);
    CHECK(last == f.last);
    CHECK(count_warnings(r) == f.warnings);
  }
}

TEST_CASE("read -> write KIF -> read gives the same record, in UTF-8 and Shift_JIS",
          "[kif][corpus]") {
  for (const auto& f : corpus) {
    INFO(f.path);
    const record r = read_file(f.path).value();
    const std::string kif = write_kif(r);
    const auto again = read_kif(kif);
    REQUIRE(again.ok());
    kifu::test::check_same_record(r, *again, true);
    CHECK(write_kif(*again) == kif);  // writing is stable
    const auto sjis = encode_record_text(kif, kifu::text_encoding::shift_jis);
    REQUIRE(sjis.ok());
    const auto from_sjis = read_kif(*sjis);
    REQUIRE(from_sjis.ok());
    CHECK(from_sjis->encoding == kifu::text_encoding::shift_jis);
    kifu::test::check_same_record(r, *from_sjis, true);
  }
}

TEST_CASE("Shift_JIS problems of written text have no location in any input", "[kif]") {
  const auto sjis = encode_record_text("先手：☗甲\n後手：🀄\n", kifu::text_encoding::shift_jis);
  REQUIRE(sjis.diagnostics().size() == 2);
  CHECK(sjis.diagnostics()[0].level == kifu::severity::warning);
  CHECK_FALSE(sjis.diagnostics()[0].has_location());
  CHECK(sjis.diagnostics()[1].code == kifu::diagnostic_code::unmappable_character);
  CHECK_FALSE(sjis.diagnostics()[1].has_location());
  CHECK(sjis.diagnostics()[1].message.starts_with("written line 2, column 4: "));
}

TEST_CASE("a byte that does not decode is told in line order with the reader's warnings", "[kif]") {
  const auto r =
      read_kif(std::string("手合割：平手\n手数----指手---------消費時間--\n*a \xff b\n") +
               "   1 ７六歩(77)\nbogus line\n   2 ３四歩(33)\n");
  REQUIRE(r.has_value());
  REQUIRE(r.diagnostics().size() == 2);
  CHECK(r.diagnostics()[0].code == kifu::diagnostic_code::invalid_utf8);
  CHECK(r.diagnostics()[0].line == 3);
  CHECK(r.diagnostics()[1].line == 5);
  CHECK(r->comments(0).to_vector() == std::vector<std::string>{"a ? b"});
}

TEST_CASE("KI2's まで line gives CSA and JKF the special move the record ended with",
          "[kif][corpus]") {
  std::size_t ended = 0;
  for (const auto& f : corpus) {
    INFO(f.path);
    const record r = read_file(f.path).value();
    const auto line = r.main_line();
    if (line.empty() || r.nodes[line.back()].special == special_move::none) continue;
    const auto special = r.nodes[line.back()].special;
    const auto ki2 = read_kif(write_ki2(r));
    REQUIRE(ki2.ok());
    const auto said = special_of_footer(*ki2, ki2->main_line().back());
    // A mate is said as a win (投了), or as a tsume's まで7手詰 (詰み): either stands for it.
    const bool mate = special == special_move::checkmate || special == special_move::resign;
    if (mate)
      CHECK((said == special_move::resign || said == special_move::checkmate));
    else
      CHECK(said == special);
    ++ended;
  }
  CHECK(ended >= 5);
  // A win by the side to move says nothing certain (a time-out, a foul?): no special.
  const auto unsure = read_kif("▲７六歩　△３四歩\nまで2手で先手の勝ち\n");
  REQUIRE(unsure.ok());
  CHECK_FALSE(special_of_footer(*unsure, unsure->main_line().back()));
  const auto resigned = read_kif("▲７六歩　△３四歩\nまで2手で後手の勝ち\n");
  CHECK(write_csa(*resigned, {csa_version::v2_2, kifu::text_encoding::utf8, false})
            .value()
            .ends_with("-3334FU\r\n%TORYO\r\n"));
}

TEST_CASE("read -> write KI2 -> read gives the same moves", "[kif][corpus]") {
  for (const auto& f : corpus) {
    INFO(f.path);
    const record r = read_file(f.path).value();
    const auto again = read_kif(write_ki2(r));
    for (const auto& d : again.diagnostics()) INFO(kifu::format(d, "ki2"));
    REQUIRE(again.ok());
    kifu::test::check_same_record(r, *again, false);
  }
}

TEST_CASE("KI2 states a special move's result by a まで line written for it", "[kif]") {
  const auto footer_of = [](std::string_view kif) {
    const auto r = read_kif(kif);
    REQUIRE(r.ok());
    const std::string ki2 = write_ki2(*r);
    const auto at = ki2.find("まで");
    REQUIRE(at != std::string::npos);
    return ki2.substr(at, ki2.find('\n', at) - at);
  };
  const std::string moves = "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
  CHECK(footer_of(moves + "   3 投了\n") == "まで2手で後手の勝ち");
  CHECK(footer_of(moves + "   3 切れ負け\n") == "まで2手で時間切れにより後手の勝ち");
  CHECK(footer_of(moves + "   3 千日手\n") == "まで2手で千日手");
  CHECK(footer_of(moves + "   3 反則勝ち\n") == "まで2手で先手の反則勝ち");
  // In a handicap game 上手 (white) moves first, and resigns here.
  CHECK(footer_of("手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n"
                  "   2 ７六歩(77)\n   3 投了\n") == "まで2手で下手の勝ち");
  // The record's own まで line is written as it is, and nothing more.
  const auto own = read_kif(moves + "   3 投了\nまで2手で後手の勝ち（記録）\n");
  REQUIRE(own.ok());
  const std::string ki2 = write_ki2(*own);
  CHECK(ki2.find("まで2手で後手の勝ち（記録）\n") != std::string::npos);
  CHECK(ki2.find("まで", ki2.find("まで") + 1) == std::string::npos);
  // JKF has no place for it: said, not dropped unseen.
  const auto losses = conversion_losses(*own, record_format::jkf);
  REQUIRE(losses.size() == 1);
  CHECK(losses[0].message ==
        "JKF has no まで lines: 1 line not written (a special move keeps the "
        "result where the record has one)");
  // Read back, the まで line is the footer of the last move.
  const auto back = read_kif(write_ki2(*read_kif(moves + "   3 投了\n")));
  REQUIRE(back.ok());
  CHECK(back->nodes.back().footer == "まで2手で後手の勝ち");
}

TEST_CASE("a kept line or header that starts with U+FEFF reads back as it was from KIF and KI2",
          "[kif]") {
  // The finding fuzz-kif-ki2-round-trip.kif: a tab, then U+FEFF starts the first line. Written
  // first, U+FEFF was taken for a byte-order mark when read back, and the kept line lost it.
  const std::string bom = "\xEF\xBB\xBF";
  const auto kept = read_kif("\t" + bom + " {\n" + kif_of("   1 ７六歩(77)\n"));
  REQUIRE(kept.ok());
  CHECK(kept->program_lines == std::vector<std::string>{bom + " {"});
  const auto header = read_kif("\t" + bom + "棋戦：竜王戦\n" + kif_of("   1 ７六歩(77)\n"));
  REQUIRE(header.ok());
  REQUIRE(header->headers.size() == 2);
  CHECK(header->headers[0].key == bom + "棋戦");
  for (const record* r : {&*kept, &*header}) {
    for (const std::string& text : {write_kif(*r), write_ki2(*r)}) {
      INFO(text);
      CHECK_FALSE(text.starts_with(bom));
      const auto again = read_kif(text);
      REQUIRE(again.ok());
      CHECK(again->program_lines == r->program_lines);
      kifu::test::check_same_record(*r, *again, false);
      // With a real byte-order mark before it, the line is kept too.
      const auto with_bom = read_kif(*encode_record_text(text, kifu::text_encoding::utf8_bom));
      REQUIRE(with_bom.ok());
      CHECK(with_bom->program_lines == r->program_lines);
      CHECK(with_bom->headers == r->headers);
    }
  }
}

TEST_CASE("all seventeen 手合割 start the game from their position", "[kif]") {
  for (handicap h : all_handicaps()) {
    INFO(to_string(h));
    const std::string first_move = h == handicap::even ? "   1 ７六歩(77)\n" : "   1 ５二玉(51)\n";
    const auto r = read_kif("手合割：" + std::string(to_string(h)) +
                            "\n手数----指手---------消費時間--\n" + first_move);
    if (h == handicap::other) {
      REQUIRE_FALSE(r.ok());
      CHECK(r.diagnostics()[0].code == diagnostic_code::kif_board_diagram);
      continue;
    }
    REQUIRE(r.ok());
    CHECK(r->handicap == h);
    CHECK(to_sfen(r->start) == start_sfen(h));
    CHECK(r->nodes.size() == 2);
  }
  const auto tsume = read_kif("手合割：詰将棋\n   1 ７六歩(77)\n");
  REQUIRE(tsume.ok());
  CHECK(tsume.diagnostics().at(0).code == diagnostic_code::kif_unknown_handicap);
}

TEST_CASE("move lines in every dialect", "[kif]") {
  const auto r = read_kif(
      kif_of("1 7六歩(77)   (0:4/0:0:4)\n"  // 81Dojo: no indent, half-width file, short clock
             "  2 ３四歩(33) (00:01 / 00:00:01)\n"  // Shogidokoro clock
             "   3 ２二角不成(88)   (90:00/1:30:00)\n"
             "   4 同銀(31)\n"      // 同 without the full-width space
             "   5 ４五角打(00)\n"  // the bishop taken on move 3
             ));
  REQUIRE(r.ok());
  const auto line = r->main_line();
  REQUIRE(line.size() == 5);
  CHECK(r->nodes[line[0]].time == move_time{4, 4});
  CHECK(r->nodes[line[1]].time == move_time{1, 1});
  CHECK(r->nodes[line[2]].time == move_time{5400, 5400});
  CHECK(to_usi(*r->nodes[line[2]].move) == "8h2b");
  CHECK(to_usi(*r->nodes[line[3]].move) == "3a2b");
  CHECK(to_usi(*r->nodes[line[4]].move) == "B*4e");
}

TEST_CASE("a file cut short after a move number, or in a move, is an error", "[kif]") {
  const auto number_only = read_kif("手合割：平手\n   1 ７六歩(77)\n   2\n");
  CHECK_FALSE(number_only.ok());
  REQUIRE(number_only.diagnostics().size() == 1);
  CHECK(number_only.diagnostics()[0].message ==
        "a move number with no move after it (is the file cut short?)");
  // A full-width digit starts a move as an ASCII one does: not a special word to keep.
  const auto cut = read_kif("手合割：平手\n   1 ７六歩(77)\n   2 ４\n");
  CHECK_FALSE(cut.ok());
  REQUIRE(cut.diagnostics().size() == 1);
  CHECK(cut.diagnostics()[0].message == "'４' is not a move");
}

TEST_CASE("a text whose lines end with lone CRs (old Macintosh) reads line by line", "[kif]") {
  // Read as spacing, they made one line: an unknown 手合割 and no move, with exit status 0.
  const auto r =
      read_kif("手合割：平手\r手数----指手---------消費時間--\r   1 ７六歩(77)\r   2 ３四歩(33)\r");
  REQUIRE(r.ok());
  CHECK(r.diagnostics().empty());
  REQUIRE(r->main_line().size() == 2);
  CHECK(to_usi(*r->nodes[r->main_line()[1]].move) == "3c3d");
}

TEST_CASE("a stray carriage return before a move is spacing, as after it", "[kif]") {
  // A lone CR (not a line end) kept as the move's text wrote back as a line without a move.
  const auto r = read_kif(kif_of("   1\r ７六歩(77)\r\r\n   2 \r投了\n"));
  REQUIRE(r.ok());
  const auto line = r->main_line();
  REQUIRE(line.size() == 2);
  CHECK(to_usi(*r->nodes[line[0]].move) == "7g7f");
  CHECK(r->nodes[line[1]].special == special_move::resign);
  const auto again = read_kif(write_kif(*r));
  REQUIRE(again.ok());
  CHECK(again->main_line().size() == 2);
  // In a word too (a fuzz finding): `1+\r  x` kept `+\r` as an unknown special word, which the
  // writer put at a line end, where the reader takes the CR away.
  const auto word = read_kif("1+\r  x\n");
  REQUIRE(word.has_value());
  CHECK_FALSE(word.ok());  // `+` alone is no move
  for (const auto& n : word->nodes) CHECK(n.text.find('\r') == std::string::npos);
  // Nor `++` (a fuzz finding: it was kept as the special word `+`, which the writer wrote back
  // as `+`, read as nothing but the marker); a word keeps no '+' at its end.
  CHECK_FALSE(read_kif("1 ++\n").ok());
  const auto plus = read_kif("1 x++\n");
  REQUIRE(plus.ok());
  CHECK(plus->nodes[plus->main_line()[0]].text == "x");
  const auto plus_again = read_kif(write_kif(*plus));
  REQUIRE(plus_again.ok());
  CHECK(plus_again->nodes[plus_again->main_line()[0]].text == "x");
  // Nor `+` followed by tabs (the next fuzz finding: the tabs were kept in the word, and the
  // writer's line lost them at its end); a word ends at a tab as at a space, and keeps no
  // full-width space at its end.
  CHECK_FALSE(read_kif("52 +\t\t\t1\n").ok());
  const auto wide = read_kif("1 x\xE3\x80\x80+\n");
  REQUIRE(wide.ok());
  CHECK(wide->nodes[wide->main_line()[0]].text == "x");
}

TEST_CASE("NUL bytes are read as spaces with a warning each, so no record holds one", "[kif]") {
  // Text with NULs on one side of its byte pairs can pass for UTF-16 once written out.
  constexpr char bytes[] =
      "先手：a\0b\0c\0d\0e\0f\0g\0h\0i\0j\0k\0l\0m\0n\0\n   1 ７六歩(77)\n*x\0y\0\n";
  const auto r = read_kif(std::string_view(bytes, sizeof bytes - 1));
  REQUIRE(r.ok());
  REQUIRE(r.diagnostics().size() == 16);
  CHECK(r.diagnostics()[0].code == diagnostic_code::nul_character);
  CHECK(r.diagnostics()[0].line == 1);
  CHECK(r.diagnostics()[0].column == 5);
  CHECK(r.diagnostics()[15].line == 3);
  CHECK(r.diagnostics()[15].column == 5);
  CHECK(r->headers[0].value == "a b c d e f g h i j k l m n");
  CHECK(std::string(*r->comments(1).begin()) == "x y");
  const auto again = read_kif(write_ki2(*r));
  REQUIRE(again.ok());
  CHECK(again->headers == r->headers);
}

TEST_CASE("special moves, footers, comments, bookmarks and header comments", "[kif]") {
  const auto r = read_kif(
      "#KIF version=2.0 encoding=UTF-8\n"
      "*開始日時：2024/01/01\n"
      "先手：A\n"
      "独自キー:自由な値\n"
      "手数----指手---------消費時間--\n"
      "*start comment\n"
      "   1 ７六歩(77)\n"
      "*first move\n"
      "**engine line\n"
      "&bookmark\n"
      "   2 封じ手\n"
      "まで1手で封じ手\n");
  REQUIRE(r.ok());
  CHECK(r->header("開始日時") == "2024/01/01");
  CHECK(r->header("独自キー") == "自由な値");
  CHECK(r->headers.size() == 3);
  CHECK(r->comments(0).to_vector() == std::vector<std::string>{"start comment"});
  CHECK(r->comments(1).to_vector() == std::vector<std::string>{"first move", "*engine line"});
  CHECK(r->nodes[1].bookmarks == std::vector<std::string>{"bookmark"});
  CHECK(r->nodes[2].special == special_move::sealed);
  CHECK(r->nodes[2].footer == "まで1手で封じ手");
  for (const char* word : {"入玉勝ち", "不戦勝", "不戦敗", "反則勝ち", "切れ負け"}) {
    const auto w = read_kif(kif_of("   1 " + std::string(word) + "\nまで0手で先手の勝ち\n"));
    REQUIRE(w.ok());
    CHECK(w->nodes[1].special != special_move::unknown);
    CHECK(w.diagnostics().empty());
  }
  const auto unknown = read_kif(kif_of("   1 ７六歩(77)\n   2 謎の終局\n"));
  REQUIRE(unknown.ok());
  CHECK(unknown->nodes[2].special == special_move::unknown);
  CHECK(unknown->nodes[2].text == "謎の終局");
  CHECK(unknown.diagnostics().at(0).code == diagnostic_code::kif_unknown_special);
  CHECK(write_kif(*unknown).find("   2 謎の終局") != std::string::npos);
  const auto after_end = read_kif(kif_of("   1 ７六歩(77)\n   2 投了\n   3 ２六歩(27)\n"));
  REQUIRE_FALSE(after_end.ok());
  CHECK(after_end.diagnostics().at(0).code == diagnostic_code::kif_after_special);
  CHECK(after_end.diagnostics().at(0).line == 5);
  const auto wrong_count = read_kif(kif_of("   1 ７六歩(77)\n   2 投了\nまで5手で先手の勝ち\n"));
  REQUIRE(wrong_count.ok());
  CHECK(wrong_count.diagnostics().at(0).code == diagnostic_code::kif_footer);
  CHECK(wrong_count.diagnostics().at(0).line == 5);
}

TEST_CASE("variations: three branches at one ply, nesting, a branch that starts with 同", "[kif]") {
  const auto r = read_kif(
      kif_of("   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n   4 同　銀(31)\n"
             "\n変化：2手\n   2 ８四歩(83)+\n   3 ２六歩(27)\n"
             "\n変化：2手\n   2 ４四歩(43)\n   3 ２六歩(27)+\n"
             "\n変化：3手\n   3 ６六歩(67)\n"
             "\n変化：5手\n   5 ５八金右(49)\n"));  // does not fit: the line above has 3 moves
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics().at(0).code == diagnostic_code::kif_variation);
  CHECK(r.diagnostics().at(0).line == 19);
  const auto& nodes = r->nodes;
  REQUIRE(nodes[1].children.size() == 3);  // after ７六歩: ３四歩, ８四歩, ４四歩
  const auto& branch = nodes[nodes[1].children[2]];
  REQUIRE(branch.children.size() == 2);  // ２六歩 and the nested ６六歩
  CHECK(to_usi(*nodes[branch.children[1]].move) == "6g6f");
  CHECK(nodes[branch.children[1]].children.empty());  // 変化：5手 was not attached
  const auto same =
      read_kif(kif_of("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)+\n"
                      "\n変化：4手\n   4 同　飛(82)\n"));
  REQUIRE(same.ok());
  CHECK(to_usi(*same->nodes.back().move) == "8b2b");
}

TEST_CASE("illegal moves are errors with line and column; lenient keeps them flagged", "[kif]") {
  const std::string text =
      kif_of("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(77)\n   4 同　銀(31)\n");
  const auto strict = read_kif(text);
  REQUIRE_FALSE(strict.ok());
  const auto& d = strict.diagnostics().at(0);
  CHECK(d.line == 5);
  CHECK(d.column == 6);
  CHECK_THAT(d.message, Catch::Contains("move 3") && Catch::Contains("２二角成(77)"));
  CHECK(strict->main_line().size() == 2);  // the line stops there
  // In a Shift_JIS file the offset is that of the original bytes.
  const std::string sjis = kifu::utf8_to_shift_jis(text).value();
  const auto from_sjis = read_kif(sjis);
  REQUIRE_FALSE(from_sjis.ok());
  CHECK(from_sjis.diagnostics().at(0).offset ==
        sjis.find(kifu::utf8_to_shift_jis("２二角成(77)").value()));
  CHECK(from_sjis.diagnostics().at(0).line == 5);
  CHECK(from_sjis.diagnostics().at(0).column == 6);
  const auto jump = read_kif(kif_of("   1 ２二角成(88)\n"));  // the bishop may not jump a pawn
  REQUIRE_FALSE(jump.ok());
  CHECK(jump.diagnostics().at(0).code == diagnostic_code::notation_no_piece);
  const auto lenient = read_kif(kif_of("   1 ２二角成(88)\n   2 同　銀(31)\n"), {true, ""});
  REQUIRE_FALSE(lenient.ok());
  REQUIRE(lenient->main_line().size() == 2);
  CHECK(lenient->nodes[1].illegal);
  CHECK_FALSE(lenient->nodes[2].illegal);
}

TEST_CASE("board diagrams: hands, side to move, and diagrams that override 手合割", "[kif]") {
  const auto r = read_kif(
      "手合割：平手\n"
      "後手の持駒：飛二 角 金四 銀四 桂四 香四 歩十七\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・v玉|一\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
      "| ・ ・ ・ ・ ・ ・ ・ 歩 ・|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n"
      "+---------------------------+\n"
      "先手の持駒：角\n"
      "手数----指手---------消費時間--\n"
      "   1 ２二角打\n");
  REQUIRE(r.ok());
  CHECK(r->has_board_diagram);
  CHECK(to_sfen(r->start) == "8k/9/7P1/9/9/9/9/9/9 b B2rb4g4s4n4l17p 1");
  const auto bad = read_kif("先手の持駒：角十九\n");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.diagnostics().at(0).code == diagnostic_code::kif_board_diagram);
}

TEST_CASE("a hand line is found by its key, as the writer writes it back", "[kif]") {
  // Blanks between key and colon (here NUL bytes, which read as blanks) still make a hand line:
  // read as a header, it would be written back as `上手の持駒：!&)` and change meaning.
  const auto spaced = read_kif(std::string("上手の持駒\0\0 ：角\n", 25));
  REQUIRE(spaced.has_value());
  CHECK(spaced->headers.empty());
  CHECK(spaced->start.hand(color::white, piece_kind::bishop) == 1);
  const auto wrong = read_kif("  上手の持駒  ：　!&)\n");
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.diagnostics().at(0).code == diagnostic_code::kif_board_diagram);
  CHECK(wrong.diagnostics().at(0).column == 12);
}

TEST_CASE("files holding several records with #--separator-- lines between them", "[kif]") {
  const std::string text =
      "手合割：平手\n"                                  // line 1
      "手数----指手---------消費時間--\n"               // 2
      "   1 ７六歩(77)\n"                               // 3
      "   2 投了\n"                                     // 4
      "#--separator--\n"                                // 5
      "手合割：香落ち\n"                                // 6
      "*#--separator-- in a comment divides nothing\n"  // 7
      "手数----指手---------消費時間--\n"               // 8
      "   1 ３四歩(33)\n"                               // 9
      "  #--separator--  \n"                            // 10: blanks around the mark
      "\n"                                              // 11: a blank stretch is no record
      "#--separator--\n"                                // 12
      "手合割：平手\n"                                  // 13
      "手数----指手---------消費時間--\n"               // 14
      "   1 ７六歩(77)\n"                               // 15
      "   2 ２二角成(88)\n";                            // 16: white has no piece on 88
  const auto records = read_kif_records(text);
  REQUIRE(records.size() == 3);
  REQUIRE(records[0].ok());
  CHECK(records[0]->main_line().size() == 2);
  CHECK(records[0]->nodes[2].special == special_move::resign);
  CHECK(records[0].diagnostics().empty());
  REQUIRE(records[1].ok());
  CHECK(records[1]->handicap == handicap::lance);
  CHECK(records[1]->comments(0).to_vector() ==
        std::vector<std::string>{"#--separator-- in a comment divides nothing"});
  CHECK(to_usi(*records[1]->nodes[1].move) == "3c3d");
  REQUIRE_FALSE(records[2].ok());
  CHECK(records[2].diagnostics().at(0).line == 16);  // lines count from the start of the file
  CHECK(records[2].diagnostics().at(0).column == 6);
  CHECK(records[2].diagnostics().at(0).offset == text.find("２二角成"));

  // read_kif gives the first record and says that more follow, at the separator line.
  const auto first = read_kif(text);
  REQUIRE(first.ok());
  CHECK(first->main_line().size() == 2);
  REQUIRE(first.diagnostics().size() == 1);
  CHECK(first.diagnostics()[0].code == diagnostic_code::kif_more_records);
  CHECK(first.diagnostics()[0].line == 5);

  // A separator after the last record, or before the first, divides nothing.
  const auto trailing = read_kif(kif_of("   1 ７六歩(77)\n") + "#--separator--\n\n");
  REQUIRE(trailing.ok());
  CHECK(trailing.diagnostics().empty());
  CHECK(read_kif_records("#--separator--\n" + kif_of("   1 ７六歩(77)\n")).size() == 1);

  // write -> read gives the same records.
  const std::vector<record> written = {*records[0], *records[1]};
  const auto again = read_kif_records(write_kif_records(written));
  REQUIRE(again.size() == 2);
  for (std::size_t k = 0; k < 2; ++k) {
    REQUIRE(again[k].ok());
    kifu::test::check_same_record(written[k], *again[k], true);
  }
  const auto again_ki2 = read_kif_records(write_kif_records(written, kif_format::ki2));
  REQUIRE(again_ki2.size() == 2);
  for (std::size_t k = 0; k < 2; ++k) {
    REQUIRE(again_ki2[k].ok());
    kifu::test::check_same_record(written[k], *again_ki2[k], false);
  }
}

TEST_CASE("text with no KIF header, board or move is an error that says what it looks like",
          "[kif]") {
  const auto csa = read_kif("\n'CSA encoding=UTF-8\nV3.0\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
  REQUIRE(csa.diagnostics().size() == 1);  // one error, not a warning per line
  const auto& d = csa.diagnostics()[0];
  CHECK(d.code == kifu::diagnostic_code::kif_no_record);
  CHECK(d.level == kifu::severity::error);
  CHECK(d.line == 2);  // the first line that is not blank
  CHECK(d.column == 1);
  CHECK(d.message.find("looks like a CSA shogi record") != std::string::npos);
  CHECK_FALSE(csa.ok());

  const auto html = read_kif("  <html><body>棋譜</body></html>\n");
  REQUIRE(html.diagnostics().size() == 1);
  CHECK(html.diagnostics()[0].column == 3);
  CHECK(html.diagnostics()[0].message.find("HTML") != std::string::npos);

  const auto empty = read_kif("");
  REQUIRE(empty.diagnostics().size() == 1);
  CHECK(empty.diagnostics()[0].code == kifu::diagnostic_code::kif_no_record);
  CHECK(empty.diagnostics()[0].has_location());
  // Nothing is read from it: no empty record to write out as if it were a game.
  CHECK_FALSE(empty.has_value());
  CHECK_FALSE(csa.has_value());

  // A header alone, a move alone, or the move-section line alone is a record.
  CHECK(read_kif("手合割：平手\n").ok());
  CHECK(read_kif("▲７六歩\n").ok());
  CHECK(read_kif("手数----指手---------消費時間--\n").ok());
}

TEST_CASE("lenient reading keeps an illegal drop of a piece in hand, flagged", "[kif]") {
  // Black takes a pawn at move 7, then drops it on file 2, which holds its own pawn (二歩).
  const std::string text =
      "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７五歩(76)\n   4 ３五歩(34)\n"
      "   5 ７四歩(75)\n   6 ３六歩(35)\n   7 ７三歩成(74)\n   8 ３七歩成(36)\n"
      "   9 ２六歩打\n  10 ７二飛(82)\n";
  const auto strict = read_kif(text);
  REQUIRE(strict.has_value());
  CHECK(strict->main_line().size() == 8);
  const auto lenient = read_kif(text, {true, ""});
  REQUIRE(lenient.has_value());
  REQUIRE(lenient->main_line().size() == 10);
  const record_node& drop = lenient->nodes[lenient->main_line()[8]];
  CHECK(drop.illegal);
  CHECK(to_usi(*drop.move) == "P*2f");
  REQUIRE(lenient.diagnostics().size() == 1);
  CHECK(lenient.diagnostics()[0].level == kifu::severity::error);
  CHECK(lenient.diagnostics()[0].line == 10);
}

TEST_CASE("moves after an error that ends their line are named as not read", "[kif]") {
  const std::string text =
      "手合割：平手\n   1 ７六歩(77)\n   2 ２二角成(88)\n   3 ２六歩(27)\n   4 ８四歩(83)\n";
  for (const bool lenient : {false, true}) {
    const auto r = read_kif(text, {lenient, ""});
    REQUIRE(r.diagnostics().size() == 2);
    CHECK(r.diagnostics()[0].code == kifu::diagnostic_code::notation_no_piece);
    const auto& unread = r.diagnostics()[1];
    CHECK(unread.code == kifu::diagnostic_code::kif_moves_unread);
    CHECK(unread.level == kifu::severity::warning);
    CHECK(unread.line == 4);  // the first move not read, once for the line
    REQUIRE(r.has_value());
    CHECK(r->main_line().size() == 1);
  }
  // Nor is the まで line of that line, whose count and result the moves read do not reach.
  const auto cut = read_kif(text + "   5 投了\nまで4手で後手の勝ち\n");
  REQUIRE(cut.has_value());
  CHECK(cut.diagnostics().size() == 2);
  CHECK(std::none_of(cut->nodes.begin(), cut->nodes.end(),
                     [](const record_node& n) { return n.footer.has_value(); }));
}

TEST_CASE("KIF names a start read from an SFEN or CSA: its 手合割, else a board diagram", "[kif]") {
  // The even game's board with white to move is no 手合割: a diagram, so that the moves read back.
  const auto other = read_usi_record(
      "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d "
      "7g7f");
  REQUIRE(other.ok());
  const std::string text = write_kif(*other);
  CHECK(text.find("後手の持駒") != std::string::npos);
  const auto back = read_kif(text);
  REQUIRE(back.ok());
  CHECK(back->start == other->start);
  CHECK(back->main_line().size() == 2);
  // A tsume start without moves: a diagram, not the even game read back.
  const auto tsume = read_usi_record("sfen kl7/9/1G7/9/9/9/9/9/8K b P 1");
  REQUIRE(tsume.ok());
  const auto tsume_back = read_kif(write_kif(*tsume));
  REQUIRE(tsume_back.ok());
  CHECK(tsume_back->start == tsume->start);
  // A 手合割's start: its name.
  const auto lance = read_usi_record(
      "position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - "
      "1 moves 3c3d");
  REQUIRE(lance.ok());
  const std::string lance_text = write_kif(*lance);
  CHECK(lance_text.find("手合割：香落ち\n") != std::string::npos);
  CHECK(lance_text.find("後手の持駒") == std::string::npos);
  // CSA's PI82HI22KA is 二枚落ち, whose players are 下手 and 上手.
  const auto csa =
      read_csa(kifu::test::read_bytes(kifu::test::data_dir() / "csa" / "two-piece-handicap.csa"));
  REQUIRE(csa.ok());
  CHECK(csa->handicap == handicap::two_pieces);
  CHECK(csa->header("下手") == "Shitate");
  CHECK(csa->header("上手") == "Uwate");
  const std::string from_csa = write_kif(*csa);
  CHECK(from_csa.find("手合割：二枚落ち\n") != std::string::npos);
  CHECK(from_csa.find("後手の持駒") == std::string::npos);
  CHECK(handicap_of(position::initial()) == handicap::even);
  CHECK_FALSE(handicap_of(tsume->start));
}

TEST_CASE("move numbers in full-width digits are read; a clock field of 60 is no time", "[kif]") {
  const auto r = read_kif(
      "手合割：平手\n手数----指手---------消費時間--\n   １ ７六歩(77)   ( 0:01/00:00:01)\n"
      "   ２ ３四歩(33)   ( 1:60/00:01:60)\n  １０ ２六歩(27)\n");
  REQUIRE(r.has_value());
  const auto line = r->main_line();
  REQUIRE(line.size() == 3);
  CHECK(r->nodes[line[0]].time->total_seconds == 1);
  CHECK_FALSE(r->nodes[line[1]].time);  // 1:60 is no clock: dropped with a warning
  std::vector<std::string> messages;
  for (const auto& d : r.diagnostics()) messages.push_back(d.message);
  CHECK(messages == std::vector<std::string>{"time '( 1:60/00:01:60)' not understood; dropped",
                                             "move number 10 where 3 was expected"});
  CHECK(kifu::detect_input("   １ ７六歩(77)\n   ２ ３四歩(33)\n").kind == kifu::input_kind::kif);
}

TEST_CASE("variant spellings of a KIF move are read; a move without its piece is warned of",
          "[kif]") {
  const std::string head = "手合割：平手\n手数----指手---------消費時間--\n";
  const auto r = read_kif(head +
                          "   1 ７六歩(７７)\n   2 ３四歩（33）\n   3 ２二角成(88)\n"
                          "   4 同　　銀(31)\n   5 ５六(57)\n６ 投了\n");
  REQUIRE(r.ok());
  const auto line = r->main_line();
  REQUIRE(line.size() == 6);
  CHECK(r->nodes[line[0]].move == move::board({7, 7}, {7, 6}, piece_kind::pawn, promote::no));
  CHECK(r->nodes[line[1]].move == move::board({3, 3}, {3, 4}, piece_kind::pawn, promote::no));
  CHECK(r->nodes[line[3]].move == move::board({3, 1}, {2, 2}, piece_kind::silver, promote::no));
  CHECK(r->nodes[line[4]].move == move::board({5, 7}, {5, 6}, piece_kind::pawn, promote::no));
  CHECK(r->nodes[line[5]].special == special_move::resign);  // a full-width number before 投了
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics()[0].line == 7);
  CHECK(r.diagnostics()[0].message == "the move does not name its piece; read as ５六歩(57)");
}

TEST_CASE("a game shown from its middle: 手数＝ and moves numbered from it", "[kif]") {
  // The position after ７六歩 ３四歩, then moves 3 and 4 and another move 4.
  const std::string diagram =
      "後手の持駒：なし\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "|v香v桂v銀v金v玉v金v銀v桂v香|一\n"
      "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
      "|v歩v歩v歩v歩v歩v歩 ・v歩v歩|三\n"
      "| ・ ・ ・ ・ ・ ・v歩 ・ ・|四\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
      "| ・ ・ 歩 ・ ・ ・ ・ ・ ・|六\n"
      "| 歩 歩 ・ 歩 歩 歩 歩 歩 歩|七\n"
      "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n"
      "| 香 桂 銀 金 玉 金 銀 桂 香|九\n"
      "+---------------------------+\n"
      "先手の持駒：なし\n";
  const std::string moves = "手数----指手---------消費時間--\n";
  const auto numbered = [&](int first) {
    return moves + "   " + std::to_string(first) + " ２六歩(27)\n   " + std::to_string(first + 1) +
           " ８四歩(83)\nまで" + std::to_string(first + 1) + "手で中断\n\n変化：" +
           std::to_string(first + 1) + "手\n   " + std::to_string(first + 1) + " ４四歩(43)\n";
  };
  for (const std::string& text :
       {diagram + "手数＝2  △３四歩(33)  まで\n" + numbered(3),  // as Kakinoki writes it
        diagram + "手数＝2  △３四歩(33)  まで\n" + numbered(1),  // numbered from the start
        diagram + numbered(3)}) {                                // the numbers alone tell
    const auto r = read_kif(text);
    INFO(text);
    REQUIRE(r.ok());
    CHECK(r.diagnostics().empty());
    CHECK(r->start.move_number() == 3);
    CHECK(r->main_line().size() == 2);
    CHECK(r->nodes.size() == 4);  // the start, two moves and the other fourth move
    CHECK(to_sfen(r->position_after(r->main_line().back())) ==
          "lnsgkgsnl/1r5b1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL b - 5");
    // Written back: 手数＝2 under the diagram, the moves numbered from 1 (as readers take them).
    const std::string written = write_kif(*r);
    CHECK(written.find("手数＝2\n手数----指手---------消費時間--\n   1 ２六歩(27)") !=
          std::string::npos);
    const auto again = read_kif(written);
    CHECK(again.diagnostics().empty());
    CHECK(again->start == r->start);
  }
  // From the initial position, a first move numbered 3 is still a wrong number.
  const auto even = read_kif(moves + "   3 ７六歩(77)\n");
  REQUIRE(even.diagnostics().size() == 1);
  CHECK(even.diagnostics()[0].message == "move number 3 where 1 was expected");
}

TEST_CASE("a time without its total keeps the move's time and counts the total", "[kif]") {
  const auto r = read_kif(
      "手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:02/)\n"
      "   2 ３四歩(33)   ( 0:05/00:00:05)\n   3 ２六歩(27)   ( 0:03/)\n"
      "   4 ８四歩(83)   ( 0:0x/)\n");
  REQUIRE(r.ok());
  const auto line = r->main_line();
  REQUIRE(line.size() == 4);
  CHECK(r->nodes[line[0]].time == move_time{2, 2});
  CHECK(r->nodes[line[2]].time == move_time{3, 5});  // black's 2 seconds before, and 3
  CHECK_FALSE(r->nodes[line[3]].time);
  std::vector<std::string> messages;
  for (const auto& d : r.diagnostics()) messages.push_back(d.message);
  CHECK(messages == std::vector<std::string>{
                        "time '( 0:02/)' has no total; the total is counted from the moves before",
                        "time '( 0:03/)' has no total; the total is counted from the moves before",
                        "time '( 0:0x/)' not understood; dropped"});
}

TEST_CASE("an empty 変化 block is warned of", "[kif]") {
  const auto r = read_kif(
      "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：2手\n\n"
      "変化：1手\n   1 ２六歩(27)\n\n変化：1手\n");
  REQUIRE(r.ok());
  CHECK(r->nodes.size() == 4);
  std::vector<std::pair<std::uint32_t, std::string>> found;
  for (const auto& d : r.diagnostics()) found.emplace_back(d.line, d.message);
  CHECK(found == std::vector<std::pair<std::uint32_t, std::string>>{
                     {5, "変化：2手 has no moves: the block is empty"},
                     {10, "変化：1手 has no moves: the block is empty"}});
}

TEST_CASE("a 変化 must branch from a move of the line above", "[kif]") {
  const std::string moves =
      "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";
  // At 3: another third move, a variation.
  const auto good = read_kif(moves + "\n変化：3手\n   3 ６八銀(79)\n");
  REQUIRE(good.ok());
  CHECK(good->main_line().size() == 3);
  CHECK(good->nodes.size() == 5);
  // At 4, one past the line's end: there is no fourth move to choose instead of.
  const auto past = read_kif(moves + "\n変化：4手\n   4 ８四歩(83)\n");
  REQUIRE_FALSE(past.ok());
  CHECK(past.diagnostics()[0].code == diagnostic_code::kif_variation);
  CHECK(past.diagnostics()[0].line == 6);
  CHECK(past.diagnostics()[0].message ==
        "変化：4手 has no move 4 on the line above to be another choice for");
  CHECK(past->main_line().size() == 3);  // not made a continuation of the main line
  // Far past it: no branch point at all.
  const auto far = read_kif(moves + "\n変化：9手\n   9 ８四歩(83)\n");
  CHECK(far.diagnostics()[0].message == "変化：9手 does not branch from the line above");
}

TEST_CASE("a move cut by a blank is read whole; a second record's header is named", "[kif]") {
  const std::string moves =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
  const auto split = read_kif(moves + "   3 ２二角 成(88)\n");
  REQUIRE(split.ok());
  CHECK(split->nodes[split->main_line().back()].move->promotes());
  REQUIRE(split.diagnostics().size() == 1);
  CHECK(split.diagnostics()[0].message == "a blank inside the move: read as '２二角成(88)'");
  CHECK(split.diagnostics()[0].column == 10);
  // Two records pasted without '#--separator--': the second's first header says so, once.
  const auto pasted = read_kif(moves + "開始日時：2014/10/14\n手合割：平手\n");
  std::size_t said = 0;
  for (const auto& d : pasted.diagnostics())
    said += d.message.find("a second record?") != std::string::npos;
  CHECK(said == 1);
}
