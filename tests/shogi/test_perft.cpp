// Perft: leaf counts of the legal move tree, against published counts.
#include <catch2/catch.hpp>

#include "kifu/shogi/position.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;

namespace {
void check_perft(const char* sfen, std::initializer_list<std::uint64_t> counts) {
  const position p = parse_sfen(sfen).value_or_throw();
  int depth = 1;
  for (std::uint64_t expected : counts) {
    INFO(sfen << " depth " << depth);
    CHECK(perft(p, depth++) == expected);
  }
}
}  // namespace

TEST_CASE("perft from the initial position, depths 1-5", "[shogi][perft]") {
  check_perft("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
              {30, 900, 25'470, 719'731, 19'861'490});
}

TEST_CASE("perft of the 指し手生成祭り position (hands, promotions, pins)", "[shogi][perft]") {
  check_perft("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
              {207, 28'684, 4'809'015});
}

TEST_CASE("perft of a drop-heavy position (both hands full)", "[shogi][perft]") {
  check_perft("9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1", {524, 248'257});
}

TEST_CASE("perft of a late middle game with promoted pieces", "[shogi][perft]") {
  check_perft("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
              {178, 18'041, 2'552'846});
}

TEST_CASE("the position with the most legal moves has 593", "[shogi][perft]") {
  check_perft("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", {593});
}
