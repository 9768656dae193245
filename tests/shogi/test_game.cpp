// shogi::game: moves pushed and popped, repetitions, and the outcome of 千日手.
#include <catch2/catch.hpp>

#include "kifu/shogi/game.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;

namespace {

position from_sfen(const char* sfen) {
  auto r = parse_sfen(sfen);
  REQUIRE(r.ok());
  return std::move(r).value();
}

// Pushes the USI moves `usi`, each required legal.
void push_all(game& g, std::initializer_list<const char*> usi) {
  for (const char* text : usi) {
    auto m = parse_usi_move(text, g.current());
    REQUIRE(m.ok());
    REQUIRE(g.push(m.value()));
  }
}

}  // namespace

TEST_CASE("a game pushes legal moves, refuses others, and pops them back") {
  game g;
  CHECK(g.current() == position::initial());
  CHECK_FALSE(g.pop());
  push_all(g, {"7g7f", "3c3d"});
  CHECK(to_sfen(g.current()) ==
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
  // The pawn on 7f cannot go back; nothing changes.
  CHECK_FALSE(g.push(move::board({7, 6}, {7, 7}, piece_kind::pawn)));
  CHECK(g.moves().size() == 2);
  const auto last = g.pop();
  REQUIRE(last);
  CHECK(to_usi(*last) == "3c3d");
  CHECK(to_sfen(g.current()) ==
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  CHECK(g.start() == position::initial());
}

TEST_CASE("kings stepping back and forth: the fourth time is 千日手, a draw") {
  game g;
  for (int round = 0; round < 3; ++round) {
    CHECK(g.repetitions() == round);
    CHECK_FALSE(g.sennichite());
    push_all(g, {"5i5h", "5a5b", "5h5i", "5b5a"});
  }
  CHECK(g.repetitions() == 3);
  CHECK(g.sennichite() == repetition_outcome::draw);
  // One move back the position after 5b5a stands for the third time only (5h5i's position).
  g.pop();
  CHECK(g.repetitions() == 2);
  CHECK_FALSE(g.sennichite());
}

TEST_CASE("a side that gives check with every move of the repetition loses (連続王手の千日手)") {
  SECTION("black's rook checks from 5i and 4i in turn") {
    game g(from_sfen("4k4/9/9/9/9/9/9/9/K4R3 b - 1"));
    for (int round = 0; round < 3; ++round) push_all(g, {"4i5i", "5a4a", "5i4i", "4a5a"});
    CHECK(g.repetitions() == 3);
    CHECK(g.sennichite() == repetition_outcome::black_loses);
  }
  SECTION("white's rook, the same with colours swapped") {
    game g(from_sfen("3r4k/9/9/9/9/9/9/9/4K4 w - 1"));
    for (int round = 0; round < 3; ++round) push_all(g, {"6a5a", "5i6i", "5a6a", "6i5i"});
    CHECK(g.sennichite() == repetition_outcome::white_loses);
  }
  SECTION("one quiet move in the stretch makes it a draw") {
    // The rook checks from 5h, and steps back to 4h, where it does not.
    game g(from_sfen("4k4/9/9/9/9/9/9/5R3/K8 b - 1"));
    for (int round = 0; round < 3; ++round) push_all(g, {"4h5h", "5a6a", "5h4h", "6a5a"});
    CHECK(g.repetitions() == 3);
    CHECK(g.sennichite() == repetition_outcome::draw);
  }
}
