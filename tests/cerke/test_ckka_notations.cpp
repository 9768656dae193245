// Notations ① and ②, resolved on the board: the spec's table of ① moves (tokens.jsonl, group
// notation1-move) read in a position where they make sense, the corpus records in ① and ②, and
// what cannot be resolved.
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "support/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::diagnostic_code;

namespace {

kifu::parse_result<record> read1(const std::string& text) {
  ckka_read_options options;
  options.notation = notation::one;
  return read_ckka(text, options);
}

// The notation ⓪ spelling of the last move of `text` read as notation ①.
std::string last_move(const std::string& text) {
  const auto r = read1(text);
  for (const auto& d : r.diagnostics()) INFO(d.message);
  REQUIRE(r.ok());
  const auto& m = std::get<move_element>(r->body.back());
  return to_ckka(m.move);
}

}  // namespace

TEST_CASE("the spec's notation ① moves resolve to their notation ⓪ equivalents", "[cerke]") {
  // ME弓 steps on MI; its range continuation needs a stepping cast (A moves first).
  const std::string bow_first = "{一位色:赤}\n";
  // LY弓 reaches ZY, a water square, after LAU弓LAILY and KI兵KU (IA moves first).
  const std::string water = "{一位色:黒}\nLAU弓LAILY橋三 KI兵KU無撃裁 ";
  std::size_t checked = 0;
  std::istringstream in(kifu::test::read_bytes(kifu::test::data_dir() / "ckka" / "tokens.jsonl"));
  for (std::string line; std::getline(in, line);) {
    const auto row = nlohmann::json::parse(line);
    if (row["group"] != "notation1-move") continue;
    const std::string input = row["input"];
    const std::string expected = row["spec_notation0_equivalent"];
    INFO(input << " -> " << expected);
    if (input.starts_with("ME弓")) {
      CHECK(last_move(bow_first + input) == expected);
      ++checked;
    } else if (input.starts_with("LY弓")) {
      CHECK(last_move(water + input) == expected);
      ++checked;
    } else if (input == "黒弓MY" || input.starts_with("PAU皇")) {
      CHECK(expected == input);  // the same in both notations
    }
  }
  CHECK(checked == 13);
}

TEST_CASE("notation ① drops take their colour from the hand", "[cerke]") {
  const std::string opening =
      "{一位色:黒}\nMAU弓MAIMY橋一 ME弓MIMU橋五 ZO皇[ZY]ZAIZAU MU弓MYZY橋一此無 ZAI船ZIZA橋三 "
      "KI兵KU無撃裁 ";
  CHECK(last_move(opening + "或王MO") == "赤王MO");
  const auto none = read1(opening + "或車MO");
  REQUIRE_FALSE(none.ok());
  CHECK(none.diagnostics()[0].code == diagnostic_code::ckka_unresolved);
  CHECK(none.diagnostics()[0].message ==
        "cannot resolve this notation ① move: the player to move has no 車 in hand (nor the rest "
        "of this season)");
}

TEST_CASE("notation ① is refused unless asked for, and unresolved moves are errors", "[cerke]") {
  const auto refused = read_ckka("XU兵XYXAU\n");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.diagnostics()[0].code == diagnostic_code::ckka_unsupported);
  // A first move in notation ① says how to read the body; a later one does not.
  CHECK(refused.diagnostics()[0].message.find(
            "so the body probably is too; read it as notation ①") != std::string::npos);
  const auto later = read_ckka("XU兵XYXAU無撃裁 XAI兵XAU\n");
  REQUIRE_FALSE(later.ok());
  CHECK(later.diagnostics()[0].code == diagnostic_code::ckka_unsupported);
  CHECK(later.diagnostics()[0].message.find("so the body probably is too") == std::string::npos);
  const auto nothing_there = read1("KU兵KY\n");
  REQUIRE_FALSE(nothing_there.ok());
  CHECK(nothing_there.diagnostics()[0].code == diagnostic_code::ckka_unresolved);
  CHECK(nothing_there.diagnostics()[0].message ==
        "cannot resolve this notation ① move: no piece stands on KU (nor the rest of this "
        "season)");
  const auto needs_no_cast = read1("{一位色:黒}\nKAI兵KY四\n");
  REQUIRE_FALSE(needs_no_cast.ok());
  CHECK(needs_no_cast.diagnostics()[0].message ==
        "cannot resolve this notation ① move: the move needs no cast, yet a stick value or 此無 "
        "is written (nor the rest of this season)");
  // A resolved record prints as notation ⓪ and reads back without the switch.
  const auto r = read1("{一位色:赤}\nME弓MIMU四 LAU弓LAILY\n");
  REQUIRE(r.ok());
  const std::string printed = write_ckka(*r);
  CHECK(printed == "{一位色:赤}\nME弓MIMU橋四\nLAU弓LAILY橋或\n");
  CHECK(read_ckka(printed).ok());
  CHECK(replay(*r).diagnostics().empty());
}

TEST_CASE("the notation ① records of the corpus on today's board", "[cerke]") {
  const auto read_file = [](const char* name) {
    return read1(kifu::test::read_bytes(kifu::test::data_dir() / "ckka" / name));
  };
  // Example 1 of the spec resolves completely, and its moves are legal.
  const auto ex1 = read_file("spec-readme__ex1-notation1.ckka");
  REQUIRE(ex1.ok());
  CHECK(ex1->body.size() == 8);
  CHECK(to_ckka(std::get<move_element>(ex1->body[0]).move) == "LAU弓LAILY橋或此無");
  CHECK(std::get<move_element>(ex1->body[0]).comment == "定弓失敗");
  CHECK(replay(*ex1).diagnostics().empty());
  CHECK(read_ckka(write_ckka(*ex1)).ok());
  // Example 3 (and its source, the 2018 record 005) is a game of older rules: after ZO皇XICE the
  // 皇 stands on CE, so MI is a 皇処 where today's bow moves only diagonally.
  for (const char* name :
       {"spec-readme__ex3-notation1.ckka", "legacy-fedirrgavir__005-sy-complement.ckka"}) {
    INFO(name);
    const auto r = read_file(name);
    REQUIRE_FALSE(r.diagnostics().empty());
    CHECK(r.diagnostics()[0].code == diagnostic_code::ckka_unresolved);
    CHECK(r.diagnostics()[0].message.starts_with(
        "cannot resolve this notation ① move: 弓 cannot go on from MI to MU"));
  }
  // Example 2 writes ZAU王TAUNAU where its source (sample1) has ZIA王: no king stands on ZAU.
  const auto ex2 = read_file("spec-readme__ex2-notation1.ckka");
  const auto unresolved =
      std::find_if(ex2.diagnostics().begin(), ex2.diagnostics().end(),
                   [](const auto& d) { return d.code == diagnostic_code::ckka_unresolved; });
  REQUIRE(unresolved != ex2.diagnostics().end());
  CHECK(unresolved->line == 4);
  CHECK(unresolved->message.starts_with(
      "cannot resolve this notation ① move: no piece stands on ZAU"));
  // The diagnostics come in the order of the text, though the moves are resolved after the
  // parse (record 001 has both kinds: line 12's unresolved move came after line 31's syntax).
  const auto mixed = read_file("legacy-fedirrgavir__001-jv-sy.ckka");
  REQUIRE(mixed.diagnostics().size() > 1);
  CHECK(std::is_sorted(mixed.diagnostics().begin(), mixed.diagnostics().end(),
                       [](const auto& a, const auto& b) { return a.offset < b.offset; }));
  CHECK(mixed.diagnostics()[0].code == diagnostic_code::ckka_unresolved);
}

TEST_CASE("notation ② reads by way of notation ①, positions in the original text", "[cerke]") {
  ckka_read_options options;
  options.notation = notation::two;
  const std::string text =
      "{一位色:黒}\nTAI kauk2 TY. XI kauk2 XU\nZO tam2 ZU XI、LE gua2 TE ZE ap1。\n"
      "[a] zau bap pok saup1 io ua hop1 un1.\nta xot1.\n";
  const auto r = read_ckka(text, options);
  for (const auto& d : r.diagnostics()) INFO(d.message);
  REQUIRE(r.ok());
  REQUIRE(r->body.size() == 5);
  CHECK(to_ckka(std::get<move_element>(r->body[0]).move) == "TAI兵TY無撃裁");
  CHECK(to_ckka(std::get<move_element>(r->body[2]).move) == "ZO皇[ZU]XI");
  const auto& bow = std::get<move_element>(r->body[3]);
  CHECK(to_ckka(bow.move) == "LE弓TEZE橋四");
  CHECK(bow.position.line == 3);
  CHECK(bow.position.column == 15);
  const auto& d = std::get<declaration>(r->body[4]);
  CHECK(d.declarer == "a");
  CHECK(d.points == 5);
  CHECK(d.action == declaration_action::ta_xot);
  REQUIRE(d.hands.size() == 2);
  CHECK(d.hands[0].hand == hand::flush_animals);
  CHECK(d.hands[1].hand == hand::king);
  // An unknown word is reported where it stands.
  const auto bad = read_ckka("TAI kauk3 TY.\n", options);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.diagnostics()[0].column == 5);
  CHECK(bad.diagnostics()[0].message.starts_with("'kauk3' is not a word of notation ②"));
  // The 2018 record 002 resolves completely and every move is legal today; only its declaration
  // differs: the pieces JV took form 同色獣 by today's rules, where it declares 獣.
  const auto legacy = read_ckka(
      kifu::test::read_bytes(kifu::test::ckka_dir() / "legacy-fedirrgavir__002-jv-sy.ckka"),
      options);
  REQUIRE(legacy.ok());
  const auto replayed = replay(*legacy);
  REQUIRE(replayed.diagnostics().size() == 1);
  CHECK(replayed.diagnostics()[0].code == diagnostic_code::ckka_hands);
  CHECK(replayed.diagnostics()[0].line == 26);
  // Example 4 (the 2018 record 004) moves a 車 the way older rules allowed.
  const auto ex4 = read_ckka(
      kifu::test::read_bytes(kifu::test::ckka_dir() / "spec-readme__ex4-notation2.ckka"), options);
  REQUIRE_FALSE(ex4.diagnostics().empty());
  CHECK(ex4.diagnostics()[0].code == diagnostic_code::ckka_unresolved);
  CHECK(ex4.diagnostics()[0].line == 18);
  CHECK(ex4.diagnostics()[0].message.starts_with(
      "cannot resolve this notation ① move: 車 cannot go on from XAU to ZAI"));
}

TEST_CASE("notation ③ reads by way of notation ①, up to its first declaration", "[cerke]") {
  ckka_read_options options;
  options.notation = notation::three;
  const auto r = read_ckka(
      "{一位色:赤}\n\"meAxeze3\", \"mauAmaimy1\"\n\"zoMnine\"。\"ziaKxiacau\"\n", options);
  for (const auto& d : r.diagnostics()) INFO(d.message);
  REQUIRE(r.ok());
  REQUIRE(r->body.size() == 4);
  CHECK(to_ckka(std::get<move_element>(r->body[0]).move) == "ME弓XEZE橋三");
  CHECK(to_ckka(std::get<move_element>(r->body[1]).move) == "MAU弓MAIMY橋一");
  CHECK(to_ckka(std::get<move_element>(r->body[2]).move) == "ZO皇NINE");  // NI holds a 兵
  CHECK(std::get<move_element>(r->body[3]).position.line == 3);
  CHECK(std::get<move_element>(r->body[3]).position.column == 11);
  // Example 6 of the spec: the 13 moves before "miaHxaito4=tymor" resolve and are legal; that
  // declaration does not say which hands were formed.
  const auto ex6 = read_ckka(
      kifu::test::read_bytes(kifu::test::ckka_dir() / "spec-readme__ex6-notation3.ckka"), options);
  REQUIRE_FALSE(ex6.ok());
  REQUIRE(ex6.diagnostics().size() == 1);
  CHECK(ex6->body.size() == 13);
  CHECK(replay(*ex6).diagnostics().empty());
  CHECK(ex6.diagnostics()[0].line == 16);
  CHECK(ex6.diagnostics()[0].message ==
        "notation ③ does not record which hands a declaration (=tymor) names, and CKKA needs them");
}
