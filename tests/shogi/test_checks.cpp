// legal_checks: exactly the legal moves that leave the other side in check, in positions of
// games and of the classic tsume collections, and in every position a few plies from them;
// has_legal_check: whether there is one; first_legal_move against legal_moves where white
// answers those checks.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "kifu/shogi/sfen.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::shogi;

namespace {

std::vector<std::string> usi_sorted(const std::vector<move>& moves) {
  std::vector<std::string> out;
  for (const move& m : moves) out.push_back(to_usi(m));
  std::sort(out.begin(), out.end());
  return out;
}

// The legal moves of `p` after which the side that moved gives check.
std::vector<move> checks_by_filter(const position& p) {
  std::vector<move> out;
  for (const move& m : p.legal_moves())
    if (p.after(m).in_check()) out.push_back(m);
  return out;
}

// Compares both ways of finding the checks in `p` and in every position `depth` plies on
// (with `tsume_lines`, black's moves followed are only its checks); returns how many checks
// were compared.
std::size_t compare_tree(const position& p, int depth, bool tsume_lines = false) {
  const move_list generated = p.legal_checks();
  const std::vector<move> filtered = checks_by_filter(p);
  INFO(to_sfen(p));
  REQUIRE(usi_sorted({generated.begin(), generated.end()}) == usi_sorted(filtered));
  REQUIRE(p.has_legal_check() == !filtered.empty());
  std::size_t compared = generated.size();
  if (depth == 0) return compared;
  const bool checks_only = tsume_lines && p.side_to_move() == color::black;
  for (const move& m : checks_only ? generated : p.legal_moves())
    compared += compare_tree(p.after(m), depth - 1, tsume_lines);
  return compared;
}

}  // namespace

TEST_CASE("legal_checks in positions with pins, promotions and full hands", "[shogi][checks]") {
  // Discovered checks by a piece in front of a rook and a bishop, a pinned piece, promotions
  // that check only promoted, and drops of every kind.
  const char* sfens[] = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
      "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
      "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
      "4k4/9/4S4/4R4/9/2B6/9/9/4K4 b G 1",  // silver and rook on one file: the silver uncovers
      "4k4/4p4/9/9/4L4/9/9/9/4K4 b P 1",    // a pawn drop in front of the king
      "3k5/9/3P5/9/9/9/9/9/3K5 b P 1",      // 二歩: no second pawn on the king's file
      "k8/9/9/1N7/9/9/9/9/8K b - 1",        // a knight that checks only after it promotes
  };
  std::size_t compared = 0;
  for (const char* sfen : sfens) compared += compare_tree(parse_sfen(sfen).value_or_throw(), 1);
  CHECK(compared > 1'000);
}

TEST_CASE("legal_checks is empty without an enemy king", "[shogi][checks]") {
  const position p = parse_sfen("9/9/9/9/4K4/9/9/9/9 b R 1").value_or_throw();
  CHECK(p.legal_checks().empty());
  CHECK_FALSE(p.has_legal_check());
  CHECK_FALSE(p.legal_moves().empty());
}

TEST_CASE("has_legal_check finds a check by a drop, by a board move and by none",
          "[shogi][checks]") {
  const auto has_check = [](const char* sfen) {
    return parse_sfen(sfen).value_or_throw().has_legal_check();
  };
  CHECK(has_check("4k4/9/9/9/9/9/9/9/4K4 b G 1"));        // G*5b and others
  CHECK(has_check("4k4/9/9/9/5R3/9/9/9/4K4 b - 1"));      // the rook onto the king's file
  CHECK(has_check("k8/9/9/1N7/9/9/9/9/8K b - 1"));        // the knight, promoted on 9b
  CHECK_FALSE(has_check("4k4/9/9/9/9/9/9/9/4K4 b - 1"));  // kings only
  CHECK_FALSE(has_check("k8/9/9/9/9/9/9/9/P7K b - 1"));   // a pawn too far
}

TEST_CASE("has_legal_check by drops alone for a side without a king", "[shogi][checks]") {
  // White's king on 1a behind its silver on 2a, gold on 2b and pawn on 1b: only a knight's drop
  // reaches it.
  const std::pair<const char*, bool> cases[] = {
      {"7sk/7gp/9/9/9/9/9/9/9 b RBGSLP 1", false},  // no square to drop on that checks
      {"7sk/7gp/9/9/9/9/9/9/9 b N 1", true},        // N*2c
      {"8k/9/9/9/9/9/9/9/9 b L 1", true},           // a lance on the 1 file
      {"8k/9/9/9/9/9/9/9/9 b B 1", true},           // a bishop on the diagonal
      {"7pk/8p/9/9/9/9/9/9/9 b G 1", true},         // G*2b
  };
  for (const auto& [sfen, expected] : cases) {
    INFO(sfen);
    const position p = parse_sfen(sfen).value_or_throw();
    CHECK(p.has_legal_check() == expected);
    CHECK(p.legal_checks().empty() == !expected);
  }
}

TEST_CASE("legal_checks agrees with the legal moves in the classic tsume problems and their lines",
          "[shogi][checks]") {
  std::size_t compared = 0;
  for (const char* file : {"tsume/classics/shogi-zuko.tsv", "tsume/classics/shogi-muso.tsv"}) {
    for (const auto& row : test::read_tsv(test::data_dir() / file)) {
      const position p = parse_sfen(row.at(1)).value_or_throw();
      compared += compare_tree(p, 2, true);
    }
  }
  CHECK(compared > 10'000);
}

namespace {

// Counts of what the answers to checks looked like.
struct answers {
  std::size_t positions = 0, mates = 0, only_drops = 0;
};

// Compares first_legal_move with legal_moves in `p` (white to move after a check): none exactly
// when there is no legal move, else one of them, a drop only when every legal move is a drop.
void compare_first_move(const position& p, answers& seen) {
  const move_list all = p.legal_moves();
  const auto first = p.first_legal_move();
  INFO(to_sfen(p));
  REQUIRE(first.has_value() == !all.empty());
  ++seen.positions;
  if (!first) {
    ++seen.mates;
    return;
  }
  REQUIRE(all.contains(*first));
  const bool every_drop =
      std::all_of(all.begin(), all.end(), [](const move& m) { return m.is_drop(); });
  REQUIRE(first->is_drop() == every_drop);
  if (every_drop) ++seen.only_drops;
}

}  // namespace

TEST_CASE("first_legal_move agrees with legal_moves after the checks of the classic problems",
          "[shogi][checks]") {
  // Every check of each problem, every answer, every check again: the positions where white
  // answers a check, mated ones and ones with only drops among them.
  answers seen;
  for (const char* file : {"tsume/classics/shogi-zuko.tsv", "tsume/classics/shogi-muso.tsv"}) {
    for (const auto& row : test::read_tsv(test::data_dir() / file)) {
      const position p = parse_sfen(row.at(1)).value_or_throw();
      for (const move& check : p.legal_checks()) {
        const position q = p.after(check);
        compare_first_move(q, seen);
        for (const move& answer : q.legal_moves()) {
          const position r = q.after(answer);
          for (const move& again : r.legal_checks()) compare_first_move(r.after(again), seen);
        }
      }
    }
  }
  CHECK(seen.positions > 80'000);
  CHECK(seen.mates > 100);
  CHECK(seen.only_drops > 100);
}
