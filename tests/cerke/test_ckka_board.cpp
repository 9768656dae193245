// The cerke board: the initial position against yhuap-initial-position.tsv, piece movement, and
// the replay of records (every corpus game legal, constructed illegal moves reported).
#include <catch2/catch.hpp>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::diagnostic_code;

namespace {

square sq(std::string_view name) {
  ckka_read_options options;
  options.body_only = true;
  const auto r = read_ckka(std::string(name) + "皇" + std::string(name), options);
  return std::get<tam_no_step>(std::get<move_element>(r->body.at(0)).move).src;
}

square_set set_of(std::initializer_list<std::string_view> names) {
  square_set s;
  for (auto n : names) {
    const square q = sq(n);
    s.set(static_cast<std::size_t>(q.row) * 9 + static_cast<std::size_t>(q.column));
  }
  return s;
}

kifu::diagnostic_list replay_errors(const std::string& body) {
  const auto r = read_ckka("{一位色:黒}\n" + body + "\n");
  REQUIRE(r.ok());
  return replay(*r).diagnostics();
}

std::string first_message(const std::string& body) {
  const auto d = replay_errors(body);
  return d.empty() ? std::string() : d.front().message;
}

}  // namespace

TEST_CASE("the initial position is yhuap-initial-position.tsv", "[cerke]") {
  const auto rows =
      kifu::test::read_tsv(kifu::test::data_dir() / "ckka" / "yhuap-initial-position.tsv");
  REQUIRE(rows.size() == 49);
  const position p = initial_position();
  std::size_t pieces = 0;
  for (const auto& q : p.squares) pieces += q.has_value();
  CHECK(pieces == 48);
  for (const auto& row : rows) {
    INFO(row[0]);
    const square s = sq(row[0]);
    if (row[2] == "皇") {
      CHECK(p.tam == s);
      continue;
    }
    REQUIRE(p.at(s).has_value());
    CHECK(to_string(p.at(s)->color) == row[1]);
    CHECK(to_string(p.at(s)->profession) == row[2]);
    CHECK((p.at(s)->owner == side::a ? "A" : "IA") == row[3]);
  }
}

TEST_CASE("pieces move by the rules, on and off a 皇処", "[cerke]") {
  const position p = initial_position();
  CHECK(is_tam_hue(p, sq("NI")));
  CHECK(is_tam_hue(p, sq("ZU")));  // beside the 皇
  CHECK(is_tam_hue(p, sq("ZO")));
  CHECK_FALSE(is_tam_hue(p, sq("KA")));
  const reach pawn = movable(p, sq("KAI"), piece::pawn, side::ia);
  CHECK(pawn.finite == set_of({"KY"}));
  CHECK(pawn.infinite.none());
  // A bow runs orthogonally up to and including the first piece on each line.
  const reach bow = movable(p, sq("LAU"), piece::bow, side::ia);
  CHECK(bow.finite.none());
  CHECK(bow.infinite == set_of({"LAI", "LIA", "KAU", "NAU", "TAU"}));
  // On a 皇処 (NAI) a pawn moves one square orthogonally, or two forward over an empty square.
  const reach hue_pawn = movable(p, sq("NAI"), piece::pawn, side::ia);
  CHECK(hue_pawn.finite == set_of({"NY", "NAU", "LAI", "TAI", "NO"}));
  // A general moves to every neighbour but the one straight back.
  const reach general = movable(p, sq("XIA"), piece::general, side::ia);
  CHECK(general.finite == set_of({"ZAU", "XAU", "CAU", "ZIA", "CIA"}));
}

TEST_CASE("every corpus game replays legally, captures and hands included", "[cerke]") {
  for (const auto& e : std::filesystem::directory_iterator(kifu::test::data_dir() / "ckka")) {
    if (e.path().extension() != ".ckka") continue;
    const auto r = read_ckka(kifu::test::read_bytes(e.path()));
    if (!r.ok()) continue;
    INFO(e.path().filename());
    const auto p = replay(*r);
    CHECK(p.diagnostics().empty());
    std::size_t moves = 0;
    for (const auto& element : r->body) moves += std::holds_alternative<move_element>(element);
    CHECK(p->moves_replayed == moves);
  }
}

TEST_CASE("illegal moves are reported with their position", "[cerke]") {
  CHECK(first_message("KY兵KU無撃裁") == "no piece stands on KY");
  CHECK(first_message("KAI弓KY無撃裁") == "the piece on KAI is 兵, not 弓");
  CHECK(first_message("KI兵KU無撃裁") == "the piece on KI belongs to the player who does not move");
  CHECK(first_message("KAI兵KU無撃裁") == "兵 cannot move from KAI to KU");
  CHECK(first_message("MAU弓MAI無撃裁") == "the destination MAI holds a piece of the same side");
  CHECK(first_message("MAU弓MAIMY無撃裁") ==
        "弓 cannot go on from MAI to MY without a stepping cast (橋)");
  CHECK(first_message("MAU弓MAIMU橋一") == "橋一 is too few to go 3 squares on from MAI");
  CHECK(first_message("MAU弓MAIMY橋二此無") ==
        "橋二 is enough to go 1 squares on from MAI, yet the move is marked 此無");
  CHECK(first_message("XAI兵XY無撃裁 XI兵XU無撃裁 XY兵ZY無撃裁") ==
        "entering the water at ZY needs a water cast (水…)");
  CHECK(first_message("XAI兵XY無撃裁 XI兵XU無撃裁 XY兵ZY水三") == "");
  CHECK(first_message("XO皇ZU") == "the 皇 stands on ZO, not on XO");
  CHECK(first_message("ZO皇[ZAI]ZY") == "the 皇 cannot go from ZO to ZY this way");
  CHECK(first_message("KAI兵KY無撃裁 黒弓MY") == "the player to move has no 黒弓 in hand to drop");
  const auto at = replay_errors("MAU弓MAIMY橋一 KY兵KU無撃裁");
  REQUIRE(at.size() == 1);
  CHECK(at[0].code == diagnostic_code::ckka_illegal_move);
  CHECK(at[0].line == 2);
  CHECK(at[0].column == 13);
}

TEST_CASE("captures and declarations are checked against the board", "[cerke]") {
  const std::string opening =
      "MAU弓MAIMY橋一 ME弓MIMU橋五 ZO皇[ZY]ZAIZAU MU弓MYZY橋一此無 ZAI船ZIZA橋三";
  CHECK(replay_errors(opening + "手赤王 或為王 再行").empty());
  const auto wrong_capture = replay_errors(opening + "手黒王");
  REQUIRE(wrong_capture.size() == 1);
  CHECK(wrong_capture[0].code == diagnostic_code::ckka_capture);
  CHECK(wrong_capture[0].message == "the move took 赤王, not what the comment says");
  const auto wrong_hand = replay_errors(opening + " 或為獣 再行");
  REQUIRE(wrong_hand.size() == 1);
  CHECK(wrong_hand[0].code == diagnostic_code::ckka_hands);
  CHECK(wrong_hand[0].message ==
        "the declared hands differ from those the declarer's captured pieces form (王)");
  // The next season starts again from the initial position.
  const auto r = read_ckka("{一位色:黒赤}\n" + opening + " 或為王而手五 終季\nMI兵MU無撃裁\n");
  REQUIRE(r.ok());
  const auto p = replay(*r);
  CHECK(p.diagnostics().empty());
  CHECK(p->moves_replayed == 6);
  CHECK(p->final.tam == sq("ZO"));
  CHECK(p->final.hands[0].empty());
  CHECK(p->final.hands[1].empty());
}
