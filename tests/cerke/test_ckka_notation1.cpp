// Notation ①, resolved on the board: the spec's table of ① moves (tokens.jsonl, group
// notation1-move) read in a position where they make sense, and what cannot be resolved.
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::diagnostic_code;

namespace {

kifu::parse_result<record> read1(const std::string& text) {
  ckka_read_options options;
  options.notation1 = true;
  return read_ckka(text, options);
}

// The notation ⓪ spelling of the last move of `text` read as notation ①.
std::string last_move(const std::string& text) {
  const auto r = read1(text);
  for (const auto& d : r.diagnostics()) INFO(d.message);
  REQUIRE(r.ok());
  const auto& m = std::get<move_element>(r->body.back());
  return write_move(m.move);
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
  CHECK(write_move(std::get<move_element>(ex1->body[0]).move) == "LAU弓LAILY橋或此無");
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
}
